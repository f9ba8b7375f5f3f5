// Test helpers of the portal documents and forum: officers of the processing page, type ids, request helpers.
import { PORTAL_OFFICER_PAGE } from '@portal/contracts/portal-cases';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Session, TestApp } from '../../test/harness';
import { apiPath } from '../../test/api-client';
import { multipart, type Part } from '../attachments/test-files';
import { pages, rolePages, roles } from '../navigation/tables';
import { portalDocumentTypes } from '../vocabularies/tables';

/**
 * Makes sure CUSTOMS_OFFICER (and ADMIN) hold the processing page that makes an officer of the portal (the
 * navigation catalogue seeds it; this covers a database seeded before it).
 */
export async function ensureOfficerPage(db: Db): Promise<void> {
  await db
    .insert(pages)
    .values({ url: PORTAL_OFFICER_PAGE, name: 'page.web_portal_processing_case_queue', label: 'Case queue' })
    .onConflictDoNothing();
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.url, PORTAL_OFFICER_PAGE));
  for (const code of ['CUSTOMS_OFFICER', 'ADMIN']) {
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
    const [held] = await db
      .select()
      .from(rolePages)
      .where(and(eq(rolePages.roleId, role.id), eq(rolePages.pageId, page.id)));
    if (!held) await db.insert(rolePages).values({ roleId: role.id, pageId: page.id });
  }
}

/** The id of a seeded document type (`GEN_REQUEST`, `BTI_APPLICATION`, …). */
export async function documentTypeId(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ id: portalDocumentTypes.id })
    .from(portalDocumentTypes)
    .where(eq(portalDocumentTypes.code, code));
  if (!row) throw new Error(`no document type ${code}`);
  return row.id;
}

/** `POST /data/rest/portal_documents?…` with the given files as a browser sends them. */
export function postDocument(
  t: TestApp,
  session: Session | null,
  query: Record<string, string | number | undefined>,
  files: Part[],
) {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  );
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `${apiPath('/portal_documents')}?${search.toString()}`,
    headers: { ...body.headers, ...(session ? { 'x-auth-token': session.token } : {}) },
    payload: body.payload,
  });
}

/** A DELETE with the session's token. */
export function del(t: TestApp, session: Session, url: string) {
  return t.app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
}
