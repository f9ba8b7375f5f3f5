// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoiceFieldsSchema, loadDeclarationDataSchema } from '@portal/contracts/portal-movement';
import { renderUi } from '@/test/render';
import { CertificateTab } from './certificate-tab';
import { InvoicesTab } from './lines-tab';

/** The message key the contract gives for a value (what the server would answer on the field). */
function contractKey(
  schema: { safeParse: (value: unknown) => { error?: { issues: Array<{ message: string }> } } },
  value: unknown,
) {
  const key = schema.safeParse(value).error?.issues[0]?.message;
  if (!key) throw new Error(`the contract takes ${JSON.stringify(value)}`);
  return key;
}

const DRAFT = {
  id: 3,
  movementCertificateCase: { id: 50 },
  declarationNumber: null,
  declarationOffice: null,
  declarationYear: null,
  exporter: null,
  consignee: null,
  countryOfOrigin: null,
  countryOfDestination: null,
  transportDetails: null,
  remarks: null,
  certificateNumber: null,
  urlNumber: null,
  issuedAt: null,
  validUntil: null,
  revokedAt: null,
  revokedReason: null,
};

let posts: string[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      const path = url.pathname.replace('/data/rest', '');
      if ((init?.method ?? 'GET') !== 'GET') posts.push(path);
      if (path === '/movement_certificates/by_movement_certificate_case_id/50') return json(DRAFT);
      if (path === '/movement_certificate_invoices/by_movement_certificate_case_id/50') return json([]);
      return new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const field = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item') as HTMLElement;

describe('movement certificate forms: the rules are the contract’s', () => {
  it('refuses a declaration the server’s look-up refuses, with the contract’s message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderUi(<CertificateTab caseId={50} caseNumber="MOV-2026-000050" editable canRevoke={false} onSaved={() => {}} />);
    const declaration = loadDeclarationDataSchema.shape.declaration.shape;
    await user.type(await screen.findByTestId('movement-declaration-number'), 'not a number!');
    await user.type(screen.getByTestId('movement-declaration-office'), '12');
    await user.click(screen.getByTestId('movement-certificate-save'));
    await waitFor(() =>
      expect(field('movement-declaration-number')).toHaveTextContent(
        contractKey(declaration.declarationNumber, 'not a number!'),
      ),
    );
    expect(field('movement-declaration-office')).toHaveTextContent(contractKey(declaration.declarationOffice, '12'));
    // Nothing chosen is the required message (the schema asks for a year).
    await waitFor(() => expect(field('movement-declaration-year')).toHaveTextContent('This field is required.'));
    expect(posts).toEqual([]);
  });

  it('refuses an invoice line the contract refuses (its day, its currency) before sending it', async () => {
    const user = userEvent.setup();
    renderUi(<InvoicesTab caseId={50} editable onSaved={() => {}} />);
    await user.click(await screen.findByTestId('movement-invoices-add'));
    const dialog = await screen.findByTestId('movement-invoices-dialog');
    await user.click(screen.getByTestId('movement-invoices-dialog-save'));
    await waitFor(() => expect(field('movement-invoices-invoiceNumber')).toHaveTextContent('This field is required.'));
    await user.type(within(dialog).getByTestId('movement-invoices-invoiceNumber'), 'INV-1');
    await user.type(within(dialog).getByTestId('movement-invoices-invoiceDate'), '31.13.2026');
    await user.type(within(dialog).getByTestId('movement-invoices-currency'), 'EURO');
    await user.click(screen.getByTestId('movement-invoices-dialog-save'));
    await waitFor(() => expect(field('movement-invoices-invoiceDate')).toHaveTextContent('Invalid Date Format'));
    await waitFor(() =>
      expect(field('movement-invoices-currency')).toHaveTextContent(
        contractKey(invoiceFieldsSchema.shape.currency, 'EURO'),
      ),
    );
    expect(posts).toEqual([]);
  });

  it('takes a day typed as the portal shows it, and keeps the dialog open with the server’s refusal on the field', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
        const path = url.pathname.replace('/data/rest', '');
        if ((init?.method ?? 'GET') !== 'GET') {
          sent.push(JSON.parse(init?.body as string));
          return new Response(JSON.stringify({ invoiceNumber: 'portal.movement.invoice_number_taken' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        }
        if (path === '/movement_certificate_invoices/by_movement_certificate_case_id/50') {
          return json([
            { id: 9, itemNumber: 1, invoiceNumber: 'A-1', invoiceDate: '2026-11-15', amount: 10, currency: 'EUR' },
          ]);
        }
        return new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 });
      }),
    );
    renderUi(<InvoicesTab caseId={50} editable onSaved={() => {}} />);
    // The list shows the day in the portal's format.
    expect(await screen.findByText('15.11.2026')).toBeVisible();
    await user.click(screen.getByTestId('movement-invoices-add'));
    const dialog = await screen.findByTestId('movement-invoices-dialog');
    await user.type(within(dialog).getByTestId('movement-invoices-invoiceNumber'), 'A-1');
    await user.type(within(dialog).getByTestId('movement-invoices-invoiceDate'), '15.11.2026');
    await user.click(screen.getByTestId('movement-invoices-dialog-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ invoiceNumber: 'A-1', invoiceDate: '15.11.2026' });
    expect(invoiceFieldsSchema.safeParse({ invoiceNumber: 'A-1', invoiceDate: '15.11.2026' }).success).toBe(true);
    await waitFor(() =>
      expect(field('movement-invoices-invoiceNumber')).toHaveTextContent('portal.movement.invoice_number_taken'),
    );
    expect(screen.getByTestId('movement-invoices-dialog')).toBeVisible();
  });
});
