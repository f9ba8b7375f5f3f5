import type { VocabularyType } from '@portal/contracts';
import type { Session, TestApp } from '../../test/harness';
import { apiPath } from '../../test/api-client';

/** A four-digit office code derived from any text (9000–9999: none is seeded). */
export function officeCode(code: string): string {
  if (/^\d{4}$/.test(code)) return code;
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 1000;
  return String(9000 + hash);
}

/** A valid body for a type; subcategories need an existing category id. */
export function sampleInput(type: VocabularyType, code: string, categoryId?: number): Record<string, unknown> {
  const base = { code, labelSQ: `Etiketë ${code}`, labelEN: `Label ${code}`, labelSR: `Oznaka ${code}`, active: true };
  switch (type) {
    case 'measurement_units':
      return { ...base, symbol: 'kg' };
    case 'tariffs':
      // A tariff's code is digits (2 to 10): a national line no seeded subheading holds. Its Albanian label sorts
      // first, so it is among the first VOCABULARY_ACTIVE_LIMIT of the tariff's thousands of active entries.
      return { ...base, code: '9999999901', labelSQ: `AAA Etiketë ${code}` };
    case 'license_types':
      return { ...base, description: 'Licence for testing' };
    case 'product_categories':
      return { ...base, icon: 'ToolOutlined' };
    case 'product_subcategories':
      return { ...base, categoryId };
    case 'banks':
      return { ...base, swiftCode: 'BKTRALTR' };
    case 'case_sub_types':
      return { ...base, caseType: 'GENERAL' };
    case 'portal_document_types':
      return { ...base, groupCode: 'COMPLAINT_GENERAL', required: true };
    case 'portal_authorization_types':
    case 'portal_goods_types':
      return { ...base, description: 'For testing' };
    case 'office_locations':
      // Office codes are four digits: one derived from the code given, so tests may pass any code.
      return { ...base, code: officeCode(code), city: 'Prishtinë' };
    default:
      return base;
  }
}

export function deleteAs(t: TestApp, session: Session | null, url: string) {
  return t.app.inject({
    method: 'DELETE',
    url,
    headers: session ? { 'x-auth-token': session.token } : {},
  });
}

/** A multipart body with one file part, as a browser's FormData sends it. */
export function multipartFile(fileName: string, content: string | Buffer, field = 'file') {
  const boundary = '----portal-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), tail]),
  };
}

export function importAs(
  t: TestApp,
  session: Session | null,
  type: VocabularyType,
  fileName: string,
  content: string | Buffer,
) {
  const body = multipartFile(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: apiPath(`/${type}/import`),
    headers: { ...body.headers, ...(session ? { 'x-auth-token': session.token } : {}) },
    payload: body.payload,
  });
}
