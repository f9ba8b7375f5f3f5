import { expect, type APIRequestContext } from '@playwright/test';
import { tinyPdf } from '../tests/files';
import { authHeaders } from '../tests/support';
import type { CaseScreen } from '../tests/portal-steps';

// The cases the walk looks at, made through the API as the per-kind browser tests make them through the screens:
// each of the six kinds filed by the trader, submitted and taken by the officer (the general, BTI and movement
// certificate ones approved, with their issued documents), one filed by the broker for a company, one by the person.
// Every value typed here is plain ASCII English, so no Albanian word on a screen comes from the walk's own data.

export type WalkCase = { kind: CaseScreen; id: number; number: string; filer: string; status: string };
export type WalkCases = { cases: WalkCase[]; movementUrlNumber: string | null; btiCode: string; notes: string[] };

type Headers = Record<string, string>;

/** The kind's path segment of its API routes (`bti_cases/…`), and its submit route. */
const API_OF: Record<CaseScreen, string> = {
  general: 'general_cases',
  complaint: 'complaint_cases',
  authorization: 'authorization_cases',
  movement_certificate: 'movement_certificate_cases',
  bti: 'bti_cases',
  ipr: 'ipr_cases',
};
/** The group of document types that holds each kind's required application, and that type. */
const REQUIRED_DOCUMENT: Record<CaseScreen, { group: string; code: string }> = {
  general: { group: 'COMPLAINT_GENERAL', code: 'GEN_REQUEST' },
  complaint: { group: 'COMPLAINT_GENERAL', code: 'GEN_REQUEST' },
  authorization: { group: 'AUTHORIZATION', code: 'AUTHORIZATION_APPLICATION' },
  movement_certificate: { group: 'MOVEMENT_REQUIRED', code: 'MOVEMENT_APPLICATION' },
  bti: { group: 'BTI_REQUIRED', code: 'BTI_APPLICATION' },
  ipr: { group: 'IPR_REQUIRED', code: 'IPR_APPLICATION' },
};

/** The BTI's proposed and decided code: a national line the demo tariff holds (a wrist watch). */
export const BTI_CODE = '91021100';

class Api {
  constructor(
    private readonly request: APIRequestContext,
    readonly headers: Headers,
  ) {}

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(`/data/rest${path}`, { headers: this.headers });
    expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  }

  /** A POST answered 200 (its body), or the failed answer's status and body when `allowFailure`. */
  async post<T>(path: string, data: unknown): Promise<T> {
    const res = await this.request.post(`/data/rest${path}`, { headers: this.headers, data });
    expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  }

  async tryPost(path: string, data: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await this.request.post(`/data/rest${path}`, { headers: this.headers, data });
    return { status: res.status(), body: ((await res.json().catch(() => ({}))) ?? {}) as Record<string, unknown> };
  }

  /** Uploads one tiny PDF as a document of the type to the case. */
  async document(caseId: number, group: string, code: string, fileName: string) {
    const types = await this.get<Array<{ id: number; code: string }>>(`/portal_document_types/by_code?code=${group}`);
    const type = types.find((t) => t.code === code);
    expect(type, `document type ${code} in ${group}`).toBeDefined();
    const res = await this.request.post(`/data/rest/portal_documents?caseId=${caseId}&typeId=${type!.id}`, {
      headers: this.headers,
      multipart: { file: { name: fileName, mimeType: 'application/pdf', buffer: tinyPdf() } },
    });
    expect(res.status(), `upload ${code}: ${await res.text()}`).toBe(200);
  }
}

type Created = { id: number; number: string };

async function subTypeIds(api: Api): Promise<Map<string, number>> {
  const filters = await api.get<{ subTypes: Array<{ id: number; code: string }> }>('/cases/submit_filters');
  return new Map(filters.subTypes.map((s) => [s.code, s.id]));
}

/** Creates a draft of the kind with what its submit requires (records and the required application). */
async function fileCase(
  api: Api,
  officer: Api,
  kind: CaseScreen,
  subTypes: Map<string, number>,
  stamp: string,
  about: { aboutCompanyId?: number } = {},
): Promise<Created> {
  const subject = `Walk ${kind.replace('_', ' ')} case ${stamp}`;
  const common = { subject, description: 'Filed by the portal walk.', ...about };
  const sub = (code: string) => {
    const id = subTypes.get(code);
    expect(id, `sub-type ${code}`).toBeDefined();
    return id!;
  };
  let created: Created;
  switch (kind) {
    case 'general':
      created = await api.post('/general_cases/create_general_case', { ...common, subTypeId: sub('GEN_TARIFF') });
      break;
    case 'complaint': {
      const types = await api.get<Array<{ id: number; code: string }>>('/portal_decision_types/active');
      created = await api.post('/complaint_cases/create_decision_complaint_case', {
        complaintCase: { ...common, subTypeId: sub('CMP_PENALTY'), customsDeclarationDecision: false },
        decision: { decisionNumber: `WALK-${stamp}`, decisionTypeId: types.find((t) => t.code === 'DEC_PENALTY')!.id },
      });
      break;
    }
    case 'authorization': {
      created = await api.post('/authorization_cases/create_authorization_case', {
        ...common,
        subTypeId: sub('AUTH_NEW'),
      });
      const types = await officer.get<{ content: Array<{ id: number }> }>(
        '/portal_authorization_types/paged?filter[code]=CUSTOMS_WAREHOUSE',
      );
      await api.post('/authorizations/edit_authorization', {
        authorizationCase: { id: created.id },
        authorizationTypeId: types.content[0].id,
        location: 'Warehouse 4, Fushe Kosove',
        description: 'Storage of laptops under customs control',
      });
      await api.post('/authorization_tariffs/add_authorization_tariff_to_authorization_case', {
        authorizationCase: { id: created.id },
        code: '8471 30 00',
        description: 'Laptops',
        quantity: 12,
        value: 8400.5,
      });
      break;
    }
    case 'movement_certificate': {
      created = await api.post('/movement_certificate_cases/create_movement_certificate_case', {
        ...common,
        subTypeId: sub('MOV_EUR1'),
      });
      await api.post('/movement_certificate_cases/load_customs_declaration_data', {
        movementCertificateCase: { id: created.id },
        declaration: { declarationNumber: 'E1001', declarationOffice: '1041', declarationYear: 2025 },
      });
      await api.post('/movement_certificate_invoices/add_movement_certificate_invoices_to_movement_certificate_case', {
        movementCertificateCase: { id: created.id },
        invoiceNumber: 'INV-2025-77',
        invoiceDate: '2025-11-20',
      });
      break;
    }
    case 'bti':
      created = await api.post('/bti_cases/create_bti_case', {
        ...common,
        subTypeId: sub('BTI_NEW'),
        bti: {
          goodsDescription: 'Wrist watch with a heart-rate sensor',
          commercialName: `PulseWatch ${stamp}`,
          proposedTariffCode: BTI_CODE,
        },
      });
      break;
    case 'ipr':
      created = await api.post('/ipr_cases/create_ipr_case', {
        ...common,
        subTypeId: sub('IPR_NEW'),
        ipr: { rightHolder: 'ACME LLC', representative: 'Agent office', description: 'Counterfeits expected' },
      });
      await api.post('/ipr_rights/add_ipr_rights_to_ipr_case', {
        iprCase: { id: created.id },
        rightType: 'TRADEMARK',
        rightNumber: `KS-TM-${stamp}`,
        validUntil: '2030-12-31',
      });
      await api.post('/ipr_goods/add_ipr_goods_to_ipr_case', {
        iprCase: { id: created.id },
        description: 'Sports shoes',
        tariffCode: '6404',
      });
      break;
  }
  const required = REQUIRED_DOCUMENT[kind];
  await api.document(created.id, required.group, required.code, 'application.pdf');
  return created;
}

const submitPath = (kind: CaseScreen) =>
  `/${API_OF[kind]}/submit_${kind === 'movement_certificate' ? 'movement_certificate' : kind}_case`;

/** Files, submits and (the officer) takes and approves the walk's cases; answers them with what the walk needs. */
export async function fileWalkCases(request: APIRequestContext): Promise<WalkCases> {
  const stamp = String(Date.now());
  const headersOf = async (user: string) => new Api(request, await authHeaders(request, user));
  const [trader, broker, person, officer] = await Promise.all(['trader', 'broker', 'person', 'officer'].map(headersOf));
  const subTypes = await subTypeIds(trader);
  const cases: WalkCase[] = [];
  const notes: string[] = [];
  const approved = new Set<CaseScreen>(['general', 'bti', 'movement_certificate']);

  for (const kind of ['general', 'complaint', 'authorization', 'movement_certificate', 'bti', 'ipr'] as const) {
    const created = await fileCase(trader, officer, kind, subTypes, stamp);
    await trader.post(submitPath(kind), { id: created.id });
    await officer.post('/portal_cases/take', { id: created.id });
    let status = 'IN_PROCESS';
    if (approved.has(kind)) {
      await officer.post('/portal_cases/approve', {
        id: created.id,
        reasoning: 'Approved after review by the walk.',
        ...(kind === 'bti'
          ? { bti: { decidedTariffCode: BTI_CODE, classificationJustification: 'A wrist watch, battery powered.' } }
          : {}),
      });
      status = 'APPROVED';
    }
    cases.push({ kind, ...created, filer: 'trader', status });
  }

  // The broker files a general case for a company it records; a power of attorney is attached when the submit asks.
  const company = await broker.post<{ id: number }>('/complaint_cases/companies', {
    companyUniqueNumber: `WALK${stamp}`.slice(0, 20),
    companyName: `Walk Coffee ${stamp} LLC`,
    placeName: 'Prizren',
  });
  const brokers = await fileCase(broker, officer, 'general', subTypes, `${stamp}b`, { aboutCompanyId: company.id });
  let submitted = await broker.tryPost(submitPath('general'), { id: brokers.id });
  if (submitted.status === 409 && submitted.body._error === 'portal.power_of_attorney_missing') {
    await broker.document(brokers.id, 'COMPLAINT_GENERAL', 'CMP_POWER_OF_ATTORNEY', 'power-of-attorney.pdf');
    notes.push('The broker’s submit asked for a power of attorney: one was attached.');
    submitted = await broker.tryPost(submitPath('general'), { id: brokers.id });
  }
  if (submitted.status !== 200)
    notes.push(`The broker’s case stays a draft: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  cases.push({
    kind: 'general',
    ...brokers,
    filer: 'broker',
    status: submitted.status === 200 ? 'SUBMITTED' : 'DRAFT',
  });

  // The person files a general case about themself, submitted (the officer sees it in the queue).
  const persons = await fileCase(person, officer, 'general', subTypes, `${stamp}p`);
  await person.post(submitPath('general'), { id: persons.id });
  cases.push({ kind: 'general', ...persons, filer: 'person', status: 'SUBMITTED' });

  const movement = cases.find((c) => c.kind === 'movement_certificate')!;
  const certificate = await trader.get<{ urlNumber: string | null } | null>(
    `/movement_certificates/by_movement_certificate_case_id/${movement.id}`,
  );
  return { cases, movementUrlNumber: certificate?.urlNumber ?? null, btiCode: BTI_CODE, notes };
}
