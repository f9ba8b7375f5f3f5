import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pdfText } from '../../../platform/pdf/test-support';
import { apiPath } from '../../../test/api-client';
import type { Session } from '../../../test/harness';
import type { Db } from '../../../platform/db/database';
import { portalDecisionTypes } from '../../vocabularies/tables';

// What the certificate's tests share: the officer takes and approves a movement case (the certificate is issued),
// and the trader reads the certificate PDF's text from the case's incoming documents.

/** The officer takes the submitted case and approves it; the certificate is issued. */
export async function approveMovementCase(db: Db, officer: Session, caseId: number): Promise<void> {
  const [decisionType] = await db
    .select()
    .from(portalDecisionTypes)
    .where(eq(portalDecisionTypes.code, 'DEC_CLASSIFICATION'));
  expect((await officer.post(apiPath('/portal_cases/take'), { id: caseId })).statusCode).toBe(200);
  const approved = await officer.post(apiPath('/portal_cases/approve'), {
    id: caseId,
    reasoning: 'Origin proven',
    decisionTypeId: decisionType.id,
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

/** The text of the case's certificate PDF, as its owner downloads it. */
export async function certificatePdfText(owner: Session, c: { id: number; number: string }): Promise<string> {
  const incoming = (
    await owner.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: c.id }))
  ).json<Array<{ attachment?: { id: number; fileName: string } }>>();
  const pdf = incoming.find((d) => d.attachment?.fileName === `certificate-${c.number}.pdf`);
  const { text } = await pdfText(
    (await owner.get(apiPath('/portal_attachments/get/{id}', { id: pdf!.attachment!.id }))).rawPayload,
  );
  return text;
}
