// Rows of the access matrix (see ../access-matrix.ts): navigation, translations, mail, parameters, jobs, vocabularies, templates, products.
import { AUTHORITY_DOCUMENT_TYPE_ERROR } from '@portal/contracts/portal-documents';
import { eq } from 'drizzle-orm';
import { portalDocumentTypes } from '../../modules/vocabularies/tables';
import type { World } from '../access-world';
import { ADMIN_ONLY, EVERYONE, OFFICER, OPERATOR, type Row, k, userCall } from './support';

const AUTHORITY_TYPE_FIXED = [409, AUTHORITY_DOCUMENT_TYPE_ERROR] as const;
/** The authority's receipt type, as stored. */
async function receiptType(w: World) {
  const [row] = await w.t.platform.db.select().from(portalDocumentTypes).where(eq(portalDocumentTypes.code, 'RECEIPT'));
  return row;
}

export const ADMINISTRATION_ROWS: Record<string, Row> = {
  // Navigation and its administration
  'GET /pages/navigation': {
    allow: EVERYONE,
    // Every system's menu in one answer (the spec's `system=ALL`).
    call: () => ({ url: '/pages/navigation?system=ALL' }),
    expect: 200,
  },
  'GET /pages/navigation/system': {
    allow: EVERYONE,
    call: () => ({ url: '/pages/navigation/system?system=GENERAL' }),
    expect: 200,
  },
  'GET /pages/content': { allow: EVERYONE, call: () => ({ url: '/pages/content?url=/user_info/help' }), expect: 200 },
  'GET /pages/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /pages/new': { allow: ADMIN_ONLY, expect: 200 },
  'GET /pages/:id': { allow: ADMIN_ONLY },
  'GET /pages/:id/assigned_roles': { allow: ADMIN_ONLY },
  'POST /pages': { allow: ADMIN_ONLY },
  'DELETE /pages/:id': { allow: ADMIN_ONLY },
  'POST /pages/assign': { allow: ADMIN_ONLY },
  'GET /page_groups/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /page_groups/:id': { allow: ADMIN_ONLY },
  'POST /page_groups': { allow: ADMIN_ONLY },
  'DELETE /page_groups/:id': { allow: ADMIN_ONLY },
  'GET /page_groups/pages/by_group/:id': { allow: ADMIN_ONLY },
  'GET /page_groups/pages': { allow: ADMIN_ONLY, expect: 200 },
  'POST /page_groups/pages/add': { allow: ADMIN_ONLY },
  'GET /page_groups/pages/:id': { allow: ADMIN_ONLY },
  'DELETE /page_groups/pages/:id': { allow: ADMIN_ONLY },
  'GET /user_roles/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /user_roles/:id': { allow: ADMIN_ONLY },
  'POST /user_roles': { allow: ADMIN_ONLY },
  'DELETE /user_roles/:id': { allow: ADMIN_ONLY },
  'GET /user_roles/:id/pages': { allow: ADMIN_ONLY },
  'POST /user_roles/pages': {
    allow: ADMIN_ONLY,
    // Taking every page from ADMIN would lock every administrator out: refused.
    call: (w) => ({ url: '/user_roles/pages', body: { roleId: w.adminRoleId, pageIds: [] } }),
    expect: [409, 'role.last_administrator'],
  },
  'GET /user_pages/:id': {
    allow: ADMIN_ONLY,
    objects: { call: userCall((u) => ({ url: `/user_pages/${u.id}` })), expect: { admin: k(200, 200, 200) } },
  },
  'POST /user_pages': {
    allow: ADMIN_ONLY,
    // Nobody holds pages directly here: an empty set changes nothing.
    objects: {
      call: userCall((u) => ({ url: '/user_pages', body: { userId: u.id, pageIds: [] } })),
      expect: { admin: k(200, 200, 200) },
    },
  },
  'GET /users/:id/roles': {
    allow: ADMIN_ONLY,
    objects: { call: userCall((u) => ({ url: `/users/${u.id}/roles` })), expect: { admin: k(200, 200, 200) } },
  },
  'POST /users/roles': {
    allow: ADMIN_ONLY,
    objects: {
      call: userCall((u) => ({ url: '/users/roles', body: { userId: u.id, roleIds: u.roleIds } })),
      expect: { admin: k(200, 200, 200) },
    },
  },

  // Translations and languages
  'GET /translations/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /translations/new': { allow: ADMIN_ONLY, expect: 200 },
  'GET /translations/by_key': { allow: ADMIN_ONLY, call: () => ({ url: '/translations/by_key?key=generic.required' }) },
  'GET /translations/:id': { allow: ADMIN_ONLY },
  'POST /translations': { allow: ADMIN_ONLY },
  'POST /translations/insert': { allow: ADMIN_ONLY },
  'DELETE /translations/:id': { allow: ADMIN_ONLY },
  'GET /languages': { allow: EVERYONE, expect: 200 },
  'GET /languages/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /languages/:id': { allow: ADMIN_ONLY },
  'POST /languages': { allow: ADMIN_ONLY },
  'DELETE /languages/:id': { allow: ADMIN_ONLY },
  'GET /languages/:lang/export': { allow: ADMIN_ONLY, call: () => ({ url: '/languages/en/export' }), expect: 200 },
  'POST /languages/:lang/import': { allow: ADMIN_ONLY, call: () => ({ url: '/languages/en/import' }) },

  // Mail outbox, parameters, scheduled jobs
  'GET /mail_outbox/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /mail_outbox/:id': { allow: ADMIN_ONLY },
  'POST /mail_outbox/:id/retry': { allow: ADMIN_ONLY },
  'GET /public_settings': { allow: EVERYONE, expect: 200 },
  'GET /application_parameters': { allow: ADMIN_ONLY, expect: 200 },
  'GET /application_parameters/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /application_parameters/:code': {
    allow: ADMIN_ONLY,
    call: () => ({ url: '/application_parameters/captcha_failed_attempts' }),
    expect: 200,
  },
  'POST /application_parameters': { allow: ADMIN_ONLY },
  // The authority's logo (ADR 0089): anyone reads it, the administrators replace or remove it.
  'GET /authority/logo': { allow: EVERYONE, expect: 200 },
  'POST /authority/logo': { allow: ADMIN_ONLY },
  'DELETE /authority/logo': { allow: ADMIN_ONLY },
  'GET /scheduled_jobs': { allow: ADMIN_ONLY, expect: 200 },
  'POST /scheduled_jobs/:code/run': { allow: ADMIN_ONLY, call: () => ({ url: '/scheduled_jobs/no_such_job/run' }) },

  // Vocabularies: the general ones for administrators, the customs portal's also for customs officers
  ...Object.fromEntries(
    (
      [
        ['measurement_units', ADMIN_ONLY],
        ['license_types', ADMIN_ONLY],
        ['product_categories', ADMIN_ONLY],
        ['product_subcategories', ADMIN_ONLY],
        ['quality_types', ADMIN_ONLY],
        ['banks', ADMIN_ONLY],
        ['case_sub_types', OFFICER],
        ['portal_document_types', OFFICER],
        ['portal_authorization_types', OFFICER],
        ['portal_decision_types', OFFICER],
        ['portal_tariff_types', OFFICER],
        ['portal_goods_types', OFFICER],
        ['office_locations', OFFICER],
        ['tariffs', OFFICER],
      ] as const
    ).flatMap(([v, managers]): Array<[string, Row]> => [
      [`GET /${v}/paged`, { allow: managers, expect: 200 }],
      [`GET /${v}/active`, { allow: EVERYONE, expect: 200 }],
      [`GET /${v}/new`, { allow: managers, expect: 200 }],
      [`GET /${v}/log`, { allow: managers, call: () => ({ url: `/${v}/log?id=1` }), expect: 200 }],
      [`GET /${v}/:id`, { allow: managers }],
      [`POST /${v}`, { allow: managers }],
      [`DELETE /${v}/:id`, { allow: managers }],
      [`POST /${v}/import`, { allow: managers }],
    ]),
  ),
  // The authority's own document types (the receipt): not deleted, their code kept (409 for their managers).
  'DELETE /portal_document_types/:id': {
    allow: OFFICER,
    call: async (w) => ({ url: `/portal_document_types/${(await receiptType(w)).id}` }),
    expect: AUTHORITY_TYPE_FIXED,
  },
  'POST /portal_document_types': {
    allow: OFFICER,
    call: async (w) => ({
      url: '/portal_document_types',
      body: { ...(await receiptType(w)), code: 'RECEIPT_RENAMED' },
    }),
    expect: AUTHORITY_TYPE_FIXED,
  },
  // Template files of authorization and goods types: public downloads (404 here: no such type)
  'GET /get_authorization_type_template/:id': { allow: EVERYONE, expect: 404 },
  'GET /get_goods_type_template/:id': { allow: EVERYONE, expect: 404 },

  // Document templates and information pages
  'GET /document_template_vocabulary/by_group': {
    allow: EVERYONE,
    call: () => ({ url: '/document_template_vocabulary/by_group?group=HELP' }),
  },
  'GET /get_document_template_vocabulary_template/:id': { allow: EVERYONE, expect: 404 },
  'GET /document_template_groups/paged': { allow: OFFICER, expect: 200 },
  'GET /document_template_groups/active': { allow: OFFICER, expect: 200 },
  'GET /document_template_groups/:id': { allow: OFFICER },
  'POST /document_template_groups': { allow: OFFICER },
  'DELETE /document_template_groups/:id': { allow: OFFICER },
  'GET /document_templates/paged': { allow: OFFICER, expect: 200 },
  'GET /document_templates/:id': { allow: OFFICER },
  'POST /document_templates': { allow: OFFICER },
  'DELETE /document_templates/:id': { allow: OFFICER },
  'POST /document_templates/upload/:templateId': { allow: OFFICER },
  'GET /information_pages/content': {
    allow: EVERYONE,
    call: () => ({ url: '/information_pages/content?page=terms&lang=en' }),
  },
  'GET /information_pages/help': { allow: EVERYONE, call: () => ({ url: '/information_pages/help?lang=en' }) },

  // Products
  'GET /products/paged': { allow: OPERATOR, expect: 200 },
  'GET /products/products_view': { allow: EVERYONE, expect: 200 },
  'GET /products/product_pictures': {
    allow: EVERYONE,
    call: (w) => ({ url: `/products/product_pictures?id=${w.productId}` }),
  },
  'GET /products/new': { allow: OPERATOR, expect: 200 },
  'GET /products/history': {
    allow: OPERATOR,
    call: (w) => ({ url: `/products/history?id=${w.productId}` }),
    expect: 200,
  },
  'GET /products/log': { allow: OPERATOR, call: (w) => ({ url: `/products/log?id=${w.productId}` }), expect: 200 },
  'GET /products/:id': { allow: OPERATOR, call: (w) => ({ url: `/products/${w.productId}` }), expect: 200 },
  'POST /products': { allow: OPERATOR },
  'POST /products/withdraw': { allow: OPERATOR },
  'POST /products/delete_photos': { allow: OPERATOR },
  'DELETE /products/:id': { allow: OPERATOR },
};
