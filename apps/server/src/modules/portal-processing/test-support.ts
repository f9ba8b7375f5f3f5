import type { PortalDocument } from '@portal/contracts/portal-documents';
import { expect } from 'vitest';
import { pdfText } from '../../platform/pdf/test-support';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { buildOfficer, mailsTo, submitGeneralCase } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { apiPath } from '../../test/api-client';

// What the officer's workflow test files share (officer.test.ts: taking, asking, integrating; officer-decisions.test.ts:
// deciding and hearing): the app, the sessions, and the calls they make.

export type OfficerAction = 'take' | 'request_information' | 'approve' | 'reject' | 'intent_to_reject';

type FilesApp = Awaited<ReturnType<typeof buildTestAppWithFiles>>;

export type OfficerWorkflow = {
  t: FilesApp;
  trader: Session;
  person: Session;
  officer: Session;
  admin: Session;
  /** Another officer than `officer`. */
  second: { id: number; username: string; session: Session };
  officerId: number;
  traderEmail: string;
  /** A general case of `session` (GEN_TARIFF unless told) with its request, submitted. */
  submitted: (session: Session, subTypeCode?: string, subject?: string) => ReturnType<typeof submitGeneralCase>;
  act: (session: Session, action: OfficerAction, body: Record<string, unknown>) => ReturnType<Session['post']>;
  /** The case's incoming (issued) documents as the trader reads them. */
  incoming: (id: number) => Promise<PortalDocument[]>;
  pdfOf: (session: Session, document: PortalDocument) => Promise<string>;
  /** The newest mail to the trader. */
  lastMail: () => Promise<Awaited<ReturnType<typeof mailsTo>>[number]>;
  /** The officer's intent to reject and the trader's answer (a forum message and a submission): the party is heard. */
  heard: (id: number) => Promise<{ caseStatus: string }>;
};

/** The app of an officer's workflow test file and (after `ready`, in `beforeAll`) its sessions and calls. */
export async function officerWorkflowApp(
  name: string,
): Promise<{ t: FilesApp; ready: () => Promise<OfficerWorkflow> }> {
  const t = await buildTestAppWithFiles(name);
  const db = t.platform.db;
  const ready = async (): Promise<OfficerWorkflow> => {
    const [trader, person, officer, admin] = await Promise.all(
      ['trader', 'person', 'officer', 'admin'].map((u) => t.loginAs(u)),
    );
    const second = await buildOfficer(t);
    const officerId = (await findUserByUsername(db, 'officer'))!.id;
    const traderEmail = (await findUserByUsername(db, 'trader'))!.email!;
    const act: OfficerWorkflow['act'] = (session, action, body) =>
      session.post(apiPath(`/portal_cases/${action}` as const), body);
    return {
      t,
      trader,
      person,
      officer,
      admin,
      second,
      officerId,
      traderEmail,
      submitted: (session, subTypeCode = 'GEN_TARIFF', subject = 'Heading of roasted coffee') =>
        submitGeneralCase(t, session, { subTypeCode, subject }),
      act,
      incoming: async (id) =>
        (await trader.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id }))).json(),
      pdfOf: async (session, document) =>
        (
          await pdfText(
            (await session.get(apiPath('/portal_attachments/get/{id}', { id: document.attachment!.id }))).rawPayload,
          )
        ).text,
      lastMail: async () => (await mailsTo(db, traderEmail))[0],
      heard: async (id) => {
        expect(
          (await act(officer, 'intent_to_reject', { id, reasons: 'The heading is not the one asked for.' })).statusCode,
        ).toBe(200);
        const answer = await trader.post(apiPath('/general_cases/submit_general_case'), { id });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json();
      },
    };
  };
  return { t, ready };
}
