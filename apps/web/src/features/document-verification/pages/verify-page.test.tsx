// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentVerification } from '@portal/contracts/document-verification';
import { renderUi } from '@/test/render';
import { sha256OfFile } from '../components/file-compare';
import { VerifyPage } from './verify-page';

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const REVOKED: DocumentVerification = {
  code: 'ABCD-EFGH-JK',
  kind: 'MOVEMENT_CERTIFICATE',
  number: 'C-MOV-2026-000001',
  issuedAt: '2026-03-10T09:00:00.000Z',
  language: 'sq',
  status: 'REVOKED',
  statusAt: '2026-04-02T10:00:00.000Z',
  validUntil: '2027-03-10',
  sha256: ABC_SHA256,
  seal: { sealed: true, intact: null, subject: 'CN=Demo seal', demo: true },
};

let paths: string[] = [];
beforeEach(() => {
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      const path = url.pathname.replace('/data/rest', '');
      paths.push(path);
      if (path === '/document_verifications/ABCD-EFGH-JK') {
        return new Response(JSON.stringify(REVOKED), { headers: { 'content-type': 'application/json' } });
      }
      return new Response(JSON.stringify({ _error: 'not_found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the /verify page', () => {
  it('looks up the address’s code as normalised and says the status, dates, SHA-256 and a demo seal', async () => {
    renderUi(<VerifyPage />, { route: '/verify?code=abcd%20efgh%20jk' });
    const result = await screen.findByTestId('verify-result');
    expect(paths).toEqual(['/document_verifications/ABCD-EFGH-JK']);
    expect(result).toHaveAttribute('data-status', 'REVOKED');
    expect(screen.getByTestId('verify-status')).toHaveTextContent('Revoked');
    expect(result).toHaveTextContent(/revoked on \d{2}\.04\.2026/);
    expect(result).toHaveTextContent('10.03.2027');
    expect(result).toHaveTextContent('Movement certificate');
    expect(screen.getByTestId('verify-sha256')).toHaveTextContent(ABC_SHA256);
    expect(screen.getByTestId('verify-seal-demo')).toBeInTheDocument();
    expect(result).toHaveTextContent('Sealed by CN=Demo seal');
  });

  it('answers a malformed code in the address "not found" without asking, and refuses one typed', async () => {
    const user = userEvent.setup();
    renderUi(<VerifyPage />, { route: '/verify?code=O0O0' });
    expect(await screen.findByTestId('verify-not-found')).toBeInTheDocument();
    await user.clear(screen.getByTestId('verify-code'));
    await user.type(screen.getByTestId('verify-code'), 'ABCD-EFGH-J1');
    await user.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByText(/A code has ten characters/)).toBeInTheDocument();
    expect(paths).toEqual([]);
  });

  it('compares a dropped file in the browser: the same bytes match, others do not', async () => {
    expect(await sha256OfFile(new Blob(['abc']))).toBe(ABC_SHA256);
    const user = userEvent.setup();
    const { container } = renderUi(<VerifyPage />, { route: '/verify?code=ABCD-EFGH-JK' });
    await screen.findByTestId('verify-result');
    // The drop zone renders a new file input after each file: found anew each time.
    const input = () => container.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input(), new File(['abc'], 'certificate.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('verify-compare-result')).toHaveAttribute('data-matches', 'true'));
    await user.upload(input(), new File(['abd'], 'altered.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByTestId('verify-compare-result')).toHaveAttribute('data-matches', 'false'));
    expect(screen.getByTestId('verify-compare-result')).toHaveTextContent('altered.pdf');
  });
});
