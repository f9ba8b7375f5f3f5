// Helpers of the BTI tests (this folder's and the access matrix's).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { Session, TestApp } from '../../../test/harness';
import { PDF } from '../../attachments/test-files';
import { subTypeId } from '../../portal-cases/test-support';
import { documentTypeId, postDocument } from '../../portal-documents/test-support';
import { tariffs } from '../tables';
import { apiPath } from '../../../test/api-client';

/** Two tariffs of their own (chapter 99, which no seed uses): one in force, one no longer. */
export const ACTIVE_TARIFF = '99887711';
export const INACTIVE_TARIFF = '99887799';

export async function seedBtiTariffs(db: Db): Promise<void> {
  await db
    .insert(tariffs)
    .values([
      { code: ACTIVE_TARIFF, labelSQ: 'Mallra prove', labelEN: 'Test goods', labelSR: 'Probna roba', active: true },
      { code: INACTIVE_TARIFF, labelSQ: 'E vjetër', labelEN: 'Old heading', labelSR: 'Stara', active: false },
    ])
    .onConflictDoNothing();
  await db.update(tariffs).set({ active: false }).where(eq(tariffs.code, INACTIVE_TARIFF));
}

/** The body of `create_bti_case` (the BTI_NEW sub-type) with the BTI's fields given. */
export async function btiCaseBody(
  db: Db,
  bti: Record<string, unknown> | null = null,
  over: Record<string, unknown> = {},
) {
  return {
    subTypeId: await subTypeId(db, 'BTI_NEW'),
    subject: 'Classification of a smart watch',
    description: 'A watch with a heart-rate sensor.',
    bti,
    ...over,
  };
}

/** Creates a BTI case as `session`; throws unless 200. */
export async function createBti(t: TestApp, session: Session, bti: Record<string, unknown> | null = null) {
  const res = await session.post(apiPath('/bti_cases/create_bti_case'), await btiCaseBody(t.platform.db, bti));
  if (res.statusCode !== 200) throw new Error(`BTI case refused: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; number: string }>();
}

/** Adds the required BTI_APPLICATION document (a PDF) as the owner. */
export async function attachBtiApplication(t: TestApp, owner: Session, caseId: number, code = 'BTI_APPLICATION') {
  const typeId = await documentTypeId(t.platform.db, code);
  const res = await postDocument(t, owner, { caseId, typeId }, [{ name: 'application.pdf', content: PDF }]);
  if (res.statusCode !== 200) throw new Error(`document refused: ${res.statusCode} ${res.body}`);
}
