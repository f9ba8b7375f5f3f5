// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MovementCertificate } from '@portal/contracts/portal-movement';
import { renderUi } from '@/test/render';
import { CertificateRevocation } from './certificate-revocation';

const ISSUED: MovementCertificate = {
  id: 3,
  movementCertificateCase: { id: 50 },
  declarationNumber: 'E1001',
  declarationOffice: '1041',
  declarationYear: 2026,
  exporter: 'Demo Export',
  consignee: 'Handels GmbH',
  countryOfOrigin: 'Kosovo',
  countryOfDestination: 'Austria',
  transportDetails: null,
  remarks: null,
  certificateNumber: 'C-MOV-2026-000050',
  urlNumber: 'a'.repeat(32),
  issuedAt: '2026-11-20T09:00:00.000Z',
  validUntil: '2027-11-20',
  revokedAt: null,
  revokedReason: null,
};

let posts: unknown[] = [];
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      if (url.pathname.endsWith('/movement_certificates/revoke_movement_certificate')) {
        const body = JSON.parse(init?.body as string) as { reason: string };
        posts.push(body);
        return json({ ...ISSUED, revokedAt: '2026-11-26T10:00:00.000Z', revokedReason: body.reason });
      }
      return new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CertificateRevocation', () => {
  it('offers nothing to the holder of a standing certificate', () => {
    renderUi(<CertificateRevocation caseId={50} caseNumber="MOV-2026-000050" certificate={ISSUED} canRevoke={false} />);
    expect(screen.queryByTestId('movement-revoke')).not.toBeInTheDocument();
    expect(screen.queryByTestId('movement-certificate-revoked')).not.toBeInTheDocument();
  });

  it('lets an officer revoke with a required reason and sends it trimmed', async () => {
    const user = userEvent.setup();
    renderUi(<CertificateRevocation caseId={50} caseNumber="MOV-2026-000050" certificate={ISSUED} canRevoke />);
    await user.click(screen.getByTestId('movement-revoke'));
    const dialog = await screen.findByTestId('movement-revoke-dialog');
    expect(dialog).toHaveTextContent('C-MOV-2026-000050');
    await user.click(within(dialog).getByTestId('movement-revoke-confirm'));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await user.type(within(dialog).getByTestId('movement-revoke-reason'), '  The origin proof was forged.  ');
    await user.click(within(dialog).getByTestId('movement-revoke-confirm'));
    await waitFor(() =>
      expect(posts).toEqual([{ movementCertificateCase: { id: 50 }, reason: 'The origin proof was forged.' }]),
    );
  });

  it('tells anyone that a revoked certificate is revoked, why, and offers no second revocation', () => {
    renderUi(
      <CertificateRevocation
        caseId={50}
        caseNumber="MOV-2026-000050"
        certificate={{ ...ISSUED, revokedAt: '2026-11-26T10:00:00.000Z', revokedReason: 'Forged origin proof' }}
        canRevoke
      />,
    );
    const revoked = screen.getByTestId('movement-certificate-revoked');
    expect(revoked).toHaveTextContent('Revoked on');
    expect(revoked).toHaveTextContent('Reason: Forged origin proof');
    expect(screen.queryByTestId('movement-revoke')).not.toBeInTheDocument();
  });
});
