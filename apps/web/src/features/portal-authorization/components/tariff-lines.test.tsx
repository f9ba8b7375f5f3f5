// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAuthorizationTariffSchema } from '@portal/contracts/portal-authorization';
import { renderUi } from '@/test/render';
import { TariffLines } from './tariff-lines';

const LAPTOPS = {
  id: 7,
  code: '84713000',
  labelSQ: 'Laptopë',
  labelEN: 'Portable computers',
  labelSR: 'Prenosni računari',
};
const line = (id: number) => ({
  id,
  authorizationCase: { id: 50 },
  code: LAPTOPS.code,
  tariff: LAPTOPS,
  description: 'For the warehouse',
  quantity: 12,
  value: 8400.5,
});

let lines: Array<ReturnType<typeof line>> = [];
let calls: Array<{ method: string; path: string; query: string; body: unknown }> = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  lines = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      const path = url.pathname.replace('/data/rest', '');
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, query: url.search, body });
      if (path === '/authorization_tariffs/by_authorization_case_id/50') return json(lines);
      if (path === '/tariffs/search') return json([LAPTOPS]);
      if (path === '/tariffs/by_code') return json(url.searchParams.get('code') === '84713000' ? LAPTOPS : null);
      if (path === '/authorization_tariffs/add_authorization_tariff_to_authorization_case') {
        if ((body as { code?: string }).code !== '84713000') {
          // As the server answers it: a JSON body with the refusal's key on the field.
          return new Response(JSON.stringify({ code: 'portal.invalid_tariff' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        }
        const added = line(lines.length + 1);
        lines = [...lines, added];
        return json(added);
      }
      return new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const adds = () => calls.filter((c) => c.path.endsWith('add_authorization_tariff_to_authorization_case'));

describe('TariffLines', () => {
  it('adds goods by a code of 8 or 10 digits; a code the tariff does not know is said beside the field', async () => {
    const user = userEvent.setup();
    renderUi(<TariffLines caseId={50} editable />);
    const entry = await screen.findByTestId('tariff-entry');
    const code = within(entry).getAllByRole('combobox')[0];
    await user.type(code, '12345');
    await user.type(screen.getByTestId('tariff-quantity'), '12');
    await user.type(screen.getByTestId('tariff-value'), '8400.50');
    await user.click(screen.getByTestId('tariff-add'));
    expect(await within(entry).findByText('portal.tariff_code_digits')).toBeInTheDocument();
    expect(adds()).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '9999 99 99');
    await user.click(screen.getByTestId('tariff-add'));
    // Beside the code field, by its key (the tests load no translations).
    const codeItem = code.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(codeItem).toHaveTextContent('portal.invalid_tariff'));
    expect(adds()).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '8471 30 00');
    await user.click(screen.getByTestId('tariff-add'));
    await waitFor(() => expect(adds()).toHaveLength(2));
    // Amounts travel as JSON numbers, as the contract says.
    expect(adds()[1].body).toMatchObject({
      authorizationCase: { id: 50 },
      code: '84713000',
      quantity: 12,
      value: 8400.5,
    });
    await waitFor(() => expect(within(screen.getByTestId('tariff-lines')).getByText('Laptopë')).toBeInTheDocument());
  });

  it('checks the amounts with the contract of the line: a quantity it refuses is said on the field, nothing is sent', async () => {
    const user = userEvent.setup();
    renderUi(<TariffLines caseId={50} editable />);
    const entry = await screen.findByTestId('tariff-entry');
    await user.type(within(entry).getAllByRole('combobox')[0], '8471 30 00');
    await user.type(screen.getByTestId('tariff-quantity'), '0');
    await user.click(screen.getByTestId('tariff-add'));
    // The contract's key for a quantity of 0 (it must be above 0), as the server answers it on the field.
    const refused = addAuthorizationTariffSchema.shape.quantity.safeParse(0).error?.issues[0]?.message;
    expect(refused).toBe('validation.amount_invalid');
    const quantity = screen.getByTestId('tariff-quantity').closest('.ant-form-item') as HTMLElement;
    const value = screen.getByTestId('tariff-value').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(quantity).toHaveTextContent(refused!));
    await waitFor(() => expect(value).toHaveTextContent('This field is required.'));
    expect(adds()).toHaveLength(0);
  });

  it('is read-only when not editable: no entry, no remove buttons', async () => {
    lines = [line(1)];
    renderUi(<TariffLines caseId={50} editable={false} />);
    expect(await screen.findByText('Laptopë')).toBeInTheDocument();
    expect(screen.queryByTestId('tariff-entry')).toBeNull();
    expect(screen.queryByTestId('tariff-remove-84713000')).toBeNull();
  });
});
