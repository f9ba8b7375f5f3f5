// Demo cases of the customs portal, made on a fresh demo database through the portal's own API, signed in as the
// demo accounts, so they pass every rule a user's case passes (numbers, documents, receipts, timeline, mails).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './platform/db/database';
import { textPdf } from './platform/storage/sample-files';

const API = '/data/rest';

type Json = Record<string, unknown>;
type Caller = { username: string; token: string };

class DemoStepFailed extends Error {}

/** A multipart body with one file in the field `file`, as a browser sends it. */
function oneFileBody(fileName: string, content: Buffer) {
  const boundary = `----demo${crypto.randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

function demoApi(app: FastifyInstance, password: string) {
  async function call(caller: Caller | null, method: 'GET' | 'POST', url: string, body?: Json): Promise<Json> {
    const response = await app.inject({
      method,
      url: `${API}${url}`,
      headers: caller ? { 'x-auth-token': caller.token } : {},
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode >= 300) {
      throw new DemoStepFailed(
        `${method} ${url} as ${caller?.username ?? 'anonymous'}: ${response.statusCode} ${response.body}`,
      );
    }
    return response.body ? response.json<Json>() : {};
  }

  return {
    call,
    async signIn(username: string): Promise<Caller> {
      const response = await app.inject({
        method: 'POST',
        url: `${API}/user/authenticate`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password }).toString(),
      });
      if (response.statusCode !== 200) throw new DemoStepFailed(`sign-in of ${username}: ${response.statusCode}`);
      return { username, token: response.json<{ token: string }>().token };
    },
    async idOfCode(caller: Caller, url: string, code: string): Promise<number> {
      const rows = (await call(caller, 'GET', url)) as unknown as Array<{ id: number; code: string }>;
      const row = rows.find((r) => r.code === code);
      if (!row) throw new DemoStepFailed(`${url} has no ${code}`);
      return row.id;
    },
    async addDocument(caller: Caller, caseId: number, typeId: number, description: string): Promise<void> {
      const query = new URLSearchParams({ caseId: String(caseId), typeId: String(typeId), description });
      const body = oneFileBody(`${description.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`, textPdf(description));
      const response = await app.inject({
        method: 'POST',
        url: `${API}/portal_documents?${query.toString()}`,
        headers: { ...body.headers, 'x-auth-token': caller.token },
        payload: body.payload,
      });
      if (response.statusCode >= 300) throw new DemoStepFailed(`document of case ${caseId}: ${response.body}`);
    },
  };
}

/**
 * Fills an empty portal with a living set of cases: the trader's general cases in each stage (a draft, one
 * submitted, one with the officer, one returned with a request for information), the person's approved case, and
 * the broker's complaints for others (about a company's customs declarations, submitted under the representation
 * the demo company granted the broker; about a decision, a draft). Only while there is no case at all, so restarts keep what users did; a failing step is logged and the
 * start goes on.
 */
export async function seedDemoCases(app: FastifyInstance, db: Db, password: string): Promise<void> {
  const result = (await db.execute(sql`select count(*)::int as total from portal_cases`)) as {
    rows: Array<{ total: number }>;
  };
  const [{ total }] = result.rows;
  if (total > 0) return;
  const api = demoApi(app, password);
  try {
    const [trader, person, broker, officer] = await Promise.all(
      ['trader', 'person', 'broker', 'officer'].map((username) => api.signIn(username)),
    );
    const subType = (code: string, caseType: string) =>
      api.idOfCode(trader, `/case_sub_types/active?caseType=${caseType}`, code);
    const request = await api.idOfCode(trader, '/portal_document_types/by_code?code=COMPLAINT_GENERAL', 'GEN_REQUEST');
    const attachment = await api.idOfCode(
      trader,
      '/portal_document_types/by_code?code=COMPLAINT_GENERAL',
      'GEN_ATTACHMENT',
    );

    const general = async (caller: Caller, code: string, subject: string, description: string) =>
      (await api.call(caller, 'POST', '/general_cases/create_general_case', {
        subTypeId: await subType(code, 'GENERAL'),
        subject,
        description,
      })) as { id: number; forum: { id: number } };
    const submitGeneral = (caller: Caller, id: number) =>
      api.call(caller, 'POST', '/general_cases/submit_general_case', { id });

    await general(
      trader,
      'GEN_TARIFF',
      'Klasifikimi tarifor i paneleve diellore',
      'Kërkojmë sqarim për kodin tarifor të paneleve fotovoltaike me invertor të integruar.',
    );

    const submitted = await general(
      trader,
      'GEN_VALUATION',
      'Vlera doganore e makinerive të përdorura',
      'Importojmë makineri të përdorura nga Gjermania; si përcaktohet vlera doganore pa faturë origjinale?',
    );
    await api.addDocument(trader, submitted.id, request, 'Kerkesa e kompanise');
    await api.addDocument(trader, submitted.id, attachment, 'Kontrata e blerjes');
    await api.call(trader, 'POST', '/forum_messages', {
      forum: { id: submitted.forum.id },
      bodySQ: 'Faturat e transportit do t’i dërgojmë brenda javës.',
      submit: true,
    });
    await submitGeneral(trader, submitted.id);

    const taken = await general(
      trader,
      'GEN_ORIGIN',
      'Prejardhja preferenciale e tekstileve',
      'A kualifikohen tekstilet e qepura në Maqedoninë e Veriut për prejardhje preferenciale sipas MSA?',
    );
    await api.addDocument(trader, taken.id, request, 'Kerkesa per prejardhje');
    await submitGeneral(trader, taken.id);
    await api.call(officer, 'POST', '/portal_cases/take', { id: taken.id });

    const returned = await general(
      trader,
      'GEN_OTHER',
      'Magazinimi i përkohshëm i mallrave në terminal',
      'Sa kohë mund të qëndrojnë mallrat në magazinim të përkohshëm para deklarimit?',
    );
    await api.addDocument(trader, returned.id, request, 'Kerkesa per magazinim');
    await submitGeneral(trader, returned.id);
    await api.call(officer, 'POST', '/portal_cases/take', { id: returned.id });
    await api.call(officer, 'POST', '/portal_cases/request_information', {
      id: returned.id,
      text: 'Ju lutemi dërgoni listën e mallrave dhe numrin e deklaratës së përkohshme.',
      deadlineDays: 15,
    });

    const approved = await general(
      person,
      'GEN_TARIFF',
      'Dërgesë personale nga jashtë vendit',
      'A paguhet doganë për një dërgesë me rroba të përdorura nga familjarët në Zvicër?',
    );
    await api.addDocument(person, approved.id, request, 'Kerkesa personale');
    await submitGeneral(person, approved.id);
    await api.call(officer, 'POST', '/portal_cases/take', { id: approved.id });
    await api.call(officer, 'POST', '/portal_cases/approve', {
      id: approved.id,
      reasoning: 'Dërgesat personale pa karakter tregtar deri në vlerën 175 € janë të liruara nga detyrimet doganore.',
    });

    // The demo company lets the broker submit for it: its standing representation (ADR 0075).
    await api.call(trader, 'POST', '/portal_representations/grant', { username: 'broker' });
    // The broker files for the demo company, found by its unique number.
    const company = (await api.call(
      broker,
      'GET',
      '/registered_users/find_company_from_unique_number?companyUniqueNumber=L61234567A',
    )) as { company: { id: number } | null };
    if (!company.company) throw new DemoStepFailed('the demo company is not on file');
    const complaint = (await api.call(broker, 'POST', '/complaint_cases/create_customs_declaration_complaint_case', {
      complaintCase: {
        aboutCompanyId: company.company.id,
        subTypeId: await subType('CMP_VALUATION', 'COMPLAINT'),
        subject: 'Ankesë për vlerën doganore të rregulluar',
        description: 'Dogana ka rritur vlerën doganore pa arsyetim; kërkojmë rishqyrtim.',
        customsDeclarationDecision: true,
      },
      declarations: [
        { declarationNumber: '12345', declarationOffice: '1011', declarationYear: new Date().getFullYear() },
        { declarationNumber: '12388', declarationOffice: '1041', declarationYear: new Date().getFullYear() },
      ],
    })) as { id: number };
    await api.addDocument(broker, complaint.id, request, 'Ankesa e nenshkruar');
    await api.call(broker, 'POST', '/complaint_cases/submit_complaint_case', { id: complaint.id });

    await api.call(broker, 'POST', '/complaint_cases/create_decision_complaint_case', {
      complaintCase: {
        aboutCompanyId: company.company.id,
        subTypeId: await subType('CMP_PENALTY', 'COMPLAINT'),
        subject: 'Ankesë kundër gjobës për deklarim të vonuar',
        description: null,
        customsDeclarationDecision: false,
      },
      decision: { decisionNumber: 'DV-2025-00123' },
    });
    app.log.info('demo portal cases seeded');
  } catch (error) {
    app.log.warn({ err: error }, 'demo portal cases were not all seeded');
  }
}
