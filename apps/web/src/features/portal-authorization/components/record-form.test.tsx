// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '@/test/antd';
import { renderUi } from '@/test/render';
import { RecordForm } from './record-form';

const type = (id: number, code: string, label: string, template: boolean) => ({
  id,
  code,
  labelSQ: label,
  labelEN: label,
  labelSR: label,
  active: true,
  description: null,
  template: template ? { id: 90 + id, fileName: `${code}.docx`, size: 1200 } : null,
});
const TYPES = [type(1, 'WAREHOUSE', 'Customs warehouse', false), type(2, 'AEO', 'Authorised economic operator', true)];
const record = (authorizationType: { id: number; hasTemplate: boolean } | null) => ({
  id: 5,
  authorizationCase: { id: 50 },
  authorizationType: authorizationType && {
    ...TYPES.find((t) => t.id === authorizationType.id)!,
    hasTemplate: authorizationType.hasTemplate,
  },
  description: null,
  location: null,
  requestedFrom: null,
  requestedTo: null,
  authorizationNumber: null,
  validFrom: null,
  validTo: null,
});

let authorization = record(null);
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  authorization = record(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      const path = url.pathname.replace('/data/rest', '');
      if (path === '/authorizations/by_authorization_case_id/50') return json(authorization);
      if (path === '/portal_licences/by_authorization_case_id/50') return json(null);
      if (path === '/portal_authorization_types/active') return json(TYPES);
      return new Response(JSON.stringify({ _error: 'not_found' }), { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('RecordForm (authorization)', () => {
  it('offers the template of the type being chosen, and no template row for a type without one', async () => {
    const user = userEvent.setup();
    renderUi(<RecordForm caseId={50} kind="authorization" editable />);
    await screen.findByTestId('authorization-form');
    expect(screen.queryByText('Template of the application')).not.toBeInTheDocument();

    await chooseOption(user, screen.getByTestId('authorization-type'), 'Authorised economic operator');
    const link = await screen.findByTestId('authorization-template');
    expect(link).toHaveAttribute('href', expect.stringContaining('/get_authorization_type_template/2'));

    await chooseOption(user, screen.getByTestId('authorization-type'), 'Customs warehouse');
    await waitFor(() => expect(screen.queryByTestId('authorization-template')).not.toBeInTheDocument());
  });

  it('shows the template row read-only only when the saved type has a template', async () => {
    authorization = record({ id: 1, hasTemplate: false });
    const { unmount } = renderUi(<RecordForm caseId={50} kind="authorization" editable={false} />);
    expect(await screen.findByText('Customs warehouse')).toBeInTheDocument();
    expect(screen.queryByText('Template of the application')).not.toBeInTheDocument();
    unmount();

    authorization = record({ id: 2, hasTemplate: true });
    renderUi(<RecordForm caseId={50} kind="authorization" editable={false} />);
    expect(await screen.findByTestId('authorization-template')).toBeInTheDocument();
    expect(screen.getByText('Template of the application')).toBeInTheDocument();
  });
});
