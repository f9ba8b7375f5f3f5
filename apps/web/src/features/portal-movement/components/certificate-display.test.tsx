// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MovementDisplay } from '@portal/contracts/portal-movement';
import { setAuthority } from '@/shared/lib/authority';
import { renderUi } from '@/test/render';
import { CertificateDisplay } from './certificate-display';

const SHOWN: MovementDisplay = {
  certificateNumber: 'C-MOV-2026-000050',
  issuedAt: '2026-11-20T09:00:00.000Z',
  validUntil: '2027-11-20',
  revokedAt: null,
  valid: true,
  exporter: 'Demo Export',
  consignee: 'Handels GmbH',
  countryOfOrigin: null,
  countryOfDestination: 'Austria',
  declarationNumber: null,
  declarationOffice: null,
  declarationYear: null,
  goods: [],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(SHOWN), { headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CertificateDisplay', () => {
  it('names the authority that issued the certificate, from its settings', async () => {
    setAuthority({
      names: { sq: 'Autoriteti Demo', en: 'Demo Authority', sr: 'Demo organ' },
      address: { sq: '', en: '', sr: '' },
      phone: '',
      email: '',
      web: '',
      logoUrl: null,
    });
    renderUi(<CertificateDisplay />, { route: `/web_portal/movement_certificate_display?urlNumber=${'a'.repeat(32)}` });
    expect(await screen.findByTestId('movement-display-issuer')).toHaveTextContent('Demo Authority');
  });
});
