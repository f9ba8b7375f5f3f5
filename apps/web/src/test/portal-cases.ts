// Fixtures of the portal's component tests (every portal feature's): cases as the server answers them and a fetch stand-in.
import { useMutation } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { CaseStatus, PortalCase } from '@portal/contracts/portal-cases';

/** A stand-in for the processing area's submit or cancel hook (the case screens' `steps`): notes the case's id in `ids`. */
export const recordingStep = (ids: number[]) => () =>
  useMutation({
    mutationFn: ({ portalCase: c }: { portalCase: PortalCase }) => {
      ids.push(c.id);
      return Promise.resolve(c);
    },
  });

export function portalCase(id: number, status: CaseStatus, over: Partial<PortalCase> = {}): PortalCase {
  const editable = status === 'DRAFT' || status === 'RETURNED_FOR_CORRECTIONS';
  return {
    id,
    number: `GEN-2026-${String(id).padStart(6, '0')}`,
    caseType: 'GENERAL',
    caseStatus: status,
    subType: { id: 1, code: 'GEN_TARIFF', labelSQ: 'Tarifa', labelEN: 'Tariff', labelSR: 'Tarifa' },
    subject: `Subject ${id}`,
    description: null,
    forum: { id: 100 + id },
    forIndividual: false,
    forCompany: true,
    aboutIndividual: null,
    aboutCompany: { id: 5, name: 'Demo Trade Sh.p.k.' },
    licence: false,
    customsDeclarationDecision: null,
    filer: { id: 2, username: 'trader', name: 'Demo Trade Sh.p.k.' },
    filerCompany: { id: 5, name: 'Demo Trade Sh.p.k.' },
    assignedOfficer: null,
    protocolNumber: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    submittedAt: editable ? null : '2026-03-02T09:00:00.000Z',
    dueAt: null,
    correctionsDueAt: null,
    decidedAt: null,
    hearing: null,
    answered: false,
    allowedActions: editable ? ['edit', 'submit', 'cancel'] : [],
    fieldProperties: {},
    ...over,
  };
}

export const FILTER_OPTIONS = {
  statuses: ['DRAFT', 'SUBMITTED'],
  types: ['GENERAL', 'COMPLAINT'],
  subTypes: [
    { id: 1, code: 'GEN_TARIFF', labelSQ: 'Tarifa', labelEN: 'Tariff', labelSR: 'Tarifa', caseType: 'GENERAL' },
    { id: 7, code: 'CMP_PENALTY', labelSQ: 'Gjoba', labelEN: 'Penalty', labelSR: 'Kazna', caseType: 'COMPLAINT' },
  ],
  companies: [{ id: 5, name: 'Demo Trade Sh.p.k.' }],
  individuals: [],
};

export type Answer = { status?: number; body: unknown };
/** Stubs `fetch`: each call is answered by `route(path, url, init)`; every request is kept. */
export function stubFetch(route: (path: string, url: URL, init?: RequestInit) => Answer) {
  const requests: Array<{ path: string; url: URL; init?: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/data\/rest/, '');
      requests.push({ path, url, init });
      const { status = 200, body } = route(path, url, init);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return requests;
}

/** The JSON body a request sent. */
export const jsonBody = (init?: RequestInit): Record<string, unknown> =>
  JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
