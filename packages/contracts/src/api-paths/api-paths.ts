// The registry of the API paths the web calls (under `/data/rest`), written as the spec writes them, and a
// typed builder of a path from its template. A server test checks that every template is a registered route.

import { PORTAL_CASES_API_PATHS } from './portal-cases';
import { PORTAL_DOCUMENTS_API_PATHS } from './portal-documents';
import { PORTAL_FORUM_API_PATHS } from './portal-forum';
import { PORTAL_RECORDS_API_PATHS } from './portal-records';
import { PORTAL_PROCESSING_API_PATHS } from './portal-processing';
import { PORTAL_ADMIN_API_PATHS } from './portal-admin';
import { PORTAL_AUTHORIZATION_API_PATHS } from './portal-authorization';
import { PORTAL_MOVEMENT_API_PATHS } from './portal-movement';
import { PORTAL_BTI_API_PATHS } from './portal-bti';
import { PORTAL_IPR_API_PATHS } from './portal-ipr';

/** Every API path the web calls, `{param}` for a path parameter. */
export const API_PATHS = [
  // Sign-in, the session and the account
  '/user',
  '/user/authenticate',
  '/user/change_password',
  '/user/logout',
  '/user/remind_username',
  '/user/renew_password',
  '/user/reset_password',
  '/user/update_data',
  '/users/check_password_expiration',
  '/users/log',
  '/users/roles',
  '/users/{id}/roles',
  '/captcha/challenge',
  '/public_settings',
  '/authority/logo',
  // Public verification of the official PDFs (ADR 0091)
  '/document_verifications/{code}',
  // The notification centre
  '/notifications/paged',
  '/notifications/unread_count',
  '/notifications/read',
  '/notifications/read_all',
  '/notifications/preferences',
  // Registration, approval and profiles
  '/registered_users/{id}',
  '/registered_users/approve',
  '/registered_users/reject',
  '/registered_users/block',
  '/registered_users/enable',
  '/registered_users/disable',
  '/registered_users/manually_resend_confirmation_urls',
  '/registered_users/confirm',
  '/registered_users/check_personal_number',
  '/registered_users/check_company_unique_number',
  '/registered_users/register_individual',
  '/registered_users/register_company',
  '/registered_users/create_company_user',
  '/registered_users/deactivate_company_user',
  '/registered_users/enable_company_user',
  '/registered_users/disable_company_user',
  '/registered_users/block_company_user',
  '/registered_users/company_users/paged',
  '/registered_users/companies_for_approval/paged',
  '/registered_users/individuals_for_approval/paged',
  '/persons/current',
  '/persons/update_data',
  '/traders/current',
  '/traders/update_data',
  '/get_company_signature/{companyId}',
  '/get_company_stamp/{companyId}',
  '/trader_license_types',
  '/trader_license_types/{id}',
  // Attachments
  '/attachments/settings',
  '/attachments/{id}',
  '/attachments/{bean}/{objectId}',
  '/attachments/trader_license_type_attachment/{id}/update',
  // Navigation and its administration
  '/pages/navigation/system',
  '/pages/assign',
  '/pages/{id}/assigned_roles',
  '/page_groups/pages/add',
  '/page_groups/pages/{id}',
  '/page_groups/pages/by_group/{id}',
  '/user_roles/pages',
  '/user_roles/{id}/pages',
  '/user_pages',
  '/user_pages/{id}',
  // Translations, information, mail, settings
  '/translations/by_key',
  '/languages/{lang}/export',
  '/languages/{lang}/import',
  // For integrators: the API's error keys and their texts (no screen of the web calls it)
  '/error_keys',
  '/information_pages/content',
  '/information_pages/help',
  '/mail_outbox/{id}/retry',
  '/application_parameters',
  '/scheduled_jobs',
  '/scheduled_jobs/{code}/run',
  '/document_template_vocabulary/by_group',
  '/document_templates/upload/{templateId}',
  // News
  '/auction_news/publish',
  '/auction_news/unpublish',
  '/auction_news/published',
  // Products
  '/products/products_view',
  '/products/history',
  '/products/log',
  '/products/product_pictures',
  '/products/withdraw',
  '/products/delete_photos',
  // Bank guarantees
  '/bank_guarantees/by_username',
  '/bank_guarantees/cancel',
  '/bank_guarantees/invalidate',
  '/bank_guarantees/mark_used',
  // Participation requests
  '/auction_participation_requests/approve',
  '/auction_participation_requests/reject',
  '/auction_participation_requests/request',
  '/auction_participation_requests/userdetails',
  '/auction_participation_requests/log',
  '/auction_participation_requests/my_requests',
  '/auction_participation_requests/my_requests/export',
  '/auction_participation_requests/users',
  '/auction_participation_requests/lot/{lotId}/eligibility',
  // Auctions
  '/auctions/publish',
  '/auctions/close',
  '/auctions/cancel',
  '/auctions/force_finish',
  '/auctions/postpone',
  '/auctions/details',
  '/auctions/add_lots',
  '/auctions/remove_lot',
  '/auctions/add_lot_part',
  '/auctions/duplicate',
  '/auctions/republish',
  '/auctions/log',
  '/auctions/promoted_auctions',
  '/auctions/{id}/lots',
  '/auctions/{id}/outcome',
  // The operator dashboard (ADR 0086)
  '/auction_dashboard',
  '/auction_dashboard/{id}',
  '/auctions/{id}/requests',
  '/auctions/{id}/last_announcement',
  '/auctions/{id}/previous_announcement',
  '/auctions/{id}/pdf',
  '/auctions/end_of_auction/{id}/{lang}/pdf',
  '/auctions/public/{id}',
  '/auctions/public/{id}/lots',
  '/auctions/public/list/{list}',
  '/auctions/bids/{auctionId}/{lotId}',
  // Lots
  '/lots/add_products',
  '/lots/remove_product',
  '/lots/add_license_types',
  '/lots/remove_license_type/{id}',
  '/lots/close',
  '/lots/cancel',
  '/lots/enableedit',
  '/lots/markpaid',
  '/lots/secondwinner',
  '/lots/secondwinners',
  '/lots/log',
  '/lots/history',
  '/lots/{id}/products',
  '/lots/{id}/licensetypes',
  '/lots/public/{id}',
  '/lots/get_lots_in_upcoming_and_running_auctions/{type}',
  // Bidding
  '/auction/send_bid',
  '/auction/set_maximum',
  '/auction/verify_receipt',
  '/auction/{auctionId}/lot_bids',
  '/auction/{auctionId}/watching',
  '/auction/lot/{lotId}/bids',
  '/auction/lot_chain/{lotId}',
  '/auction/lot/{lotId}/bid_history',
  '/follows',
  '/follows/unfollow',
  '/my_bids',
  '/my_bids/export',
  // The admin kit's resources: `GET /{r}/paged`, `GET /{r}/active`, `GET|DELETE /{r}/{id}`, `GET /{r}/new`,
  // `POST /{r}` (save) and `POST /{r}/import`
  '/measurement_units',
  '/measurement_units/paged',
  '/measurement_units/active',
  '/measurement_units/new',
  '/measurement_units/{id}',
  '/measurement_units/import',
  '/license_types',
  '/license_types/paged',
  '/license_types/active',
  '/license_types/new',
  '/license_types/{id}',
  '/license_types/import',
  '/product_categories',
  '/product_categories/paged',
  '/product_categories/active',
  '/product_categories/new',
  '/product_categories/{id}',
  '/product_categories/import',
  '/product_subcategories',
  '/product_subcategories/paged',
  '/product_subcategories/active',
  '/product_subcategories/new',
  '/product_subcategories/{id}',
  '/product_subcategories/import',
  '/quality_types',
  '/quality_types/paged',
  '/quality_types/active',
  '/quality_types/new',
  '/quality_types/{id}',
  '/quality_types/import',
  '/banks',
  '/banks/paged',
  '/banks/active',
  '/banks/new',
  '/banks/{id}',
  '/banks/import',
  '/bank_guarantees',
  '/bank_guarantees/paged',
  '/bank_guarantees/export',
  '/bank_guarantees/{id}',
  '/document_templates',
  '/document_templates/paged',
  '/document_templates/{id}',
  '/document_template_groups',
  '/document_template_groups/paged',
  '/document_template_groups/active',
  '/document_template_groups/{id}',
  '/individuals',
  '/individuals/paged',
  '/individuals/export',
  '/individuals/{id}',
  '/companies',
  '/companies/paged',
  '/companies/export',
  '/companies/{id}',
  '/users',
  '/users/paged',
  '/users/export',
  '/users/{id}',
  '/user_roles',
  '/user_roles/paged',
  '/user_roles/{id}',
  '/pages',
  '/pages/paged',
  '/pages/new',
  '/pages/{id}',
  '/page_groups',
  '/page_groups/paged',
  '/page_groups/{id}',
  '/languages',
  '/languages/paged',
  '/languages/{id}',
  '/translations',
  '/translations/paged',
  '/translations/new',
  '/translations/{id}',
  '/mail_outbox/paged',
  '/mail_outbox/{id}',
  '/auction_news',
  '/auction_news/paged',
  '/auction_news/export',
  '/auction_news/{id}',
  '/auction_news/auctions/active',
  '/products',
  '/products/paged',
  '/products/new',
  '/products/{id}',
  '/auction_participation_requests/paged',
  '/auction_participation_requests/export',
  '/auction_participation_requests/{id}',
  '/auctions',
  '/auctions/paged',
  '/auctions/export',
  '/auctions/{id}',
  '/lots',
  '/lots/paged',
  '/lots/export',
  '/lots/{id}',
  ...PORTAL_CASES_API_PATHS,
  ...PORTAL_DOCUMENTS_API_PATHS,
  ...PORTAL_FORUM_API_PATHS,
  ...PORTAL_RECORDS_API_PATHS,
  ...PORTAL_PROCESSING_API_PATHS,
  ...PORTAL_ADMIN_API_PATHS,
  ...PORTAL_AUTHORIZATION_API_PATHS,
  ...PORTAL_MOVEMENT_API_PATHS,
  ...PORTAL_BTI_API_PATHS,
  ...PORTAL_IPR_API_PATHS,
] as const;

export type ApiPathTemplate = (typeof API_PATHS)[number];

/** The placeholders of a template: `'/auctions/{id}/lots'` → `'id'`. */
export type PathParamName<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

export type PathParamValue = string | number;

/** The params of a template: one value per placeholder, none more. */
export type ApiPathParams<T extends string> = { [Name in PathParamName<T>]: PathParamValue };

/** The arguments after the template: nothing for a template without placeholders, else its params. */
export type ApiPathArgs<T extends string> = [PathParamName<T>] extends [never] ? [] : [params: ApiPathParams<T>];

/** The resources of the admin kit whose template `/{resource}{suffix}` is in the registry. */
type ResourceWith<Suffix extends string> = ApiPathTemplate extends infer T
  ? T extends `/${infer Resource}${Suffix}`
    ? Resource extends `${string}{${string}`
      ? never
      : Resource
    : never
  : never;

/** Resources with a `GET /{resource}/paged` list. */
export type PagedResource = ResourceWith<'/paged'>;
/** Resources whose list leaves as a file: `GET /{resource}/export?format=csv|xlsx&<the list's filters>`. */
export type ExportResource = ResourceWith<'/export'>;
/** Whether a list resource has an export (the list screen then offers its CSV and XLSX). */
export function exportPathOf(resource: string): ApiPathTemplate | null {
  const template = `/${resource}/export`;
  return (API_PATHS as readonly string[]).includes(template) ? (template as ApiPathTemplate) : null;
}
/** Resources with a `GET /{resource}/active` list (the options of a select). */
export type ActiveResource = ResourceWith<'/active'>;
/** Resources with a record at `GET|DELETE /{resource}/{id}`. */
export type RecordResource = ResourceWith<'/{id}'>;
/** Resources with a blank record at `GET /{resource}/new`. */
export type NewResource = ResourceWith<'/new'>;
/** Resources with a CSV import at `POST /{resource}/import`. */
export type ImportResource = ResourceWith<'/import'>;
/** Resources saved by `POST /{resource}`. */
export type SavedResource = ApiPathTemplate extends infer T
  ? T extends `/${infer Resource}`
    ? Resource extends `${string}{${string}`
      ? never
      : Resource
    : never
  : never;

/**
 * The path of a template with its placeholders filled in, each value encoded with `encodeURIComponent`:
 * `apiPath('/auctions/{id}/lots', { id: 7 })` → `'/auctions/7/lots'`; `apiPath('/auction/send_bid')`.
 */
export function apiPath<T extends ApiPathTemplate>(template: T, ...args: ApiPathArgs<T>): string {
  const params = (args[0] ?? {}) as Record<string, PathParamValue>;
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: missing parameter "${name}" of ${template}`);
    return encodeURIComponent(String(value));
  });
}
