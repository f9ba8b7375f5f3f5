import { PAGE_CONTENT_MAX_LENGTH } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { valuesList } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/http/context';
import { pages } from './tables';

// The texts (markdown) of public pages: edited in the pages administration, shown by the information pages.

/** The text of an information page (markdown), by its url; public pages only. */
export async function pageContent(
  { db }: ServiceContext,
  url: string,
): Promise<{ url: string; content: string | null }> {
  const [row] = await db
    .select({ url: pages.url, content: pages.content })
    .from(pages)
    .where(and(eq(pages.url, url), eq(pages.public, true)));
  if (!row) throw notFound();
  return { url: row.url, content: row.content ? row.content.slice(0, PAGE_CONTENT_MAX_LENGTH) : null };
}

/** The texts of several public pages, by url (pages without text or not public are absent). */
export async function pageContents(db: Db, urls: string[]): Promise<Map<string, string>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .select({ url: pages.url, content: pages.content })
    .from(pages)
    .where(and(inArray(pages.url, urls), eq(pages.public, true)));
  return new Map(rows.filter((r) => r.content).map((r) => [r.url, r.content!.slice(0, PAGE_CONTENT_MAX_LENGTH)]));
}

/** Gives pages that never had a text a default one (information pages must not be empty on a fresh install). */
export async function fillEmptyPageContent(db: Db, texts: ReadonlyArray<{ url: string; content: string }>) {
  if (texts.length === 0) return;
  const rows = valuesList(texts.map(({ url, content }) => [url, content]));
  await db.execute(sql`update ${pages} set content = t.content from ${rows} as t(url, content)
    where ${pages.url} = t.url and ${pages.content} is null`);
}
