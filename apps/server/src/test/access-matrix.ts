// The access matrix: for every route of the route table (`buildApp().routeTable`), who gets past its access
// declaration, and what each actor gets for its own object, someone else's and a staff account's where the
// route acts on one. `access-matrix.test.ts` runs every cell; a route without a row fails it.
//
// Reading a row:
//   allow    the actors the route's declared access lets through. Every other actor is refused by the access
//            hook: 401 anonymous, 403 signed in. The groups below follow the seeded roles' pages.
//   call     the request (default: path parameters replaced by an id nobody has, `{}` as a POST body).
//   expect   what allowed actors get (default 'pass': anything but 401, 403 and 5xx), for all or per actor.
//   objects  for routes acting on an object: the request on the actor's own object, someone else's and a
//            staff account's (`call` answers undefined when the actor has no such object: not applicable),
//            with what each allowed actor gets for each.
//
// The rows live by area in access-matrix/ (what they share in access-matrix/support.ts).
import { type Call } from './access-world';
import { ACCOUNTS_ROWS } from './access-matrix/accounts';
import { ADMINISTRATION_ROWS } from './access-matrix/administration';
import { AUCTIONS_ROWS } from './access-matrix/auctions';
import { COMPANIES_ROWS } from './access-matrix/companies';
import { PORTAL_AUTHORIZATION_ROWS } from './access-matrix/portal-authorization';
import { PORTAL_BTI_ROWS } from './access-matrix/portal-bti';
import { PORTAL_CASES_ROWS } from './access-matrix/portal-cases';
import { PORTAL_DOCUMENTS_ROWS } from './access-matrix/portal-documents';
import { PORTAL_PROCESSING_ROWS } from './access-matrix/portal-processing';
import { PORTAL_RECORDS_ROWS } from './access-matrix/portal-records';
import { PORTAL_IPR_ROWS } from './access-matrix/portal-ipr';
import { PORTAL_MOVEMENT_ROWS } from './access-matrix/portal-movement';
import { MISSING, type Row } from './access-matrix/support';
import { API_PREFIX } from './api-client';

export type { Expect, Row } from './access-matrix/support';
export { MISSING } from './access-matrix/support';

const AREAS = [
  ACCOUNTS_ROWS,
  COMPANIES_ROWS,
  ADMINISTRATION_ROWS,
  AUCTIONS_ROWS,
  PORTAL_CASES_ROWS,
  PORTAL_DOCUMENTS_ROWS,
  PORTAL_RECORDS_ROWS,
  PORTAL_BTI_ROWS,
  PORTAL_IPR_ROWS,
  PORTAL_MOVEMENT_ROWS,
  PORTAL_AUTHORIZATION_ROWS,
  PORTAL_PROCESSING_ROWS,
];
/** Keys declared in two areas: a mistake (the later row would silently win), reported by the test. */
export const DUPLICATE_KEYS = AREAS.flatMap((rows, i) =>
  Object.keys(rows).filter((key) => AREAS.slice(0, i).some((earlier) => key in earlier)),
);
export const MATRIX: Record<string, Row> = Object.assign({}, ...AREAS);

/** `METHOD /url` of a route as the table names it (the API prefix left out). */
// Raw URLs here: the matrix names every route of the route table, the API's and the others (`/i18n/:file`).
export function rowKey(method: string, url: string): string {
  return `${method} ${url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url}`;
}

/** The default request of a route: every path parameter an id nobody has, `{}` as the body of a POST. */
export function defaultCall(method: string, url: string): Call {
  const path = (url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url)
    .replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? String(MISSING) : 'matrix'))
    .replace('*', 'matrix');
  return { url: path, ...(method === 'POST' ? { body: {} } : {}) };
}
