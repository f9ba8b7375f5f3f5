import type { Language } from '@portal/contracts';
import type { CaseKind } from '@portal/contracts/portal-cases';

// The portal's home page (contracts `PORTAL_HOME_PAGE`), written out so the first download carries no schema
// module; `portal-paths.test.ts` keeps these equal to the contracts' `caseScreenPath`.
const PORTAL_HOME = '/web_portal/web_portal_home_page';

/**
 * Every client route path the SPA links to or routes, in one place (STYLE: no path literals in
 * pages). It lives in shared so features may use it (lint: features do not import the app layer);
 * `app/paths.ts` is the app layer's door to it. Routes of later issues are listed where this
 * shell already links to them.
 */
export const paths = {
  home: '/',
  login: '/login',
  expiredPassword: '/expired_password',
  forgottenPassword: '/forgotten_password',
  forgottenUsername: '/forgotten_username',
  registerPerson: '/register_person',
  registerTrader: '/register_trader',
  notFound: '/404',
  accessDenied: '/access_denied',
  eauctionHome: '/eauction_home',
  /** Aliases of the auction home (spec §2). */
  eauctionHomeAliases: ['/user_auctions/eauction_home', '/user_auctions/eauction_home_page'],
  ecounterHome: '/ecounter_home',
  /** Alias of the counter home (spec §2). */
  ecounterHomeAliases: ['/web_portal/ecounter_home'],
  profile: '/user/profile',
  /** Every signed-in user's notices and notice preferences (contracts `NOTIFICATIONS_PAGE`). */
  notifications: '/notifications',
  companyUsers: '/user/company_users',
  companySignature: '/user/company_signature',
  companyStamp: '/user/company_stamp',
  help: '/user_info/help',
  /** Route pattern of the information pages (`/user_info/terms_en` …); the page checks the name. */
  informationPage: '/user_info/:page',
  documentsTemplates: '/web_portal/documents_templates_page',
  /** Public: a movement certificate by its `urlNumber` query parameter (its QR code's address). */
  movementCertificateDisplay: '/web_portal/movement_certificate_display',
  /** Public: an official PDF checked by its verification code (`?code=`, its QR code's address; ADR 0091). */
  verify: '/verify',
  /** Public: approved binding tariff information by tariff code (contracts' BTI search). */
  btiSearch: '/web_portal/bti_search',
  adminDocumentTemplates: '/admin/misc/document_templates',
  /** Portal administration: the portal's vocabularies (contracts `vocabularyPageUrl`), the id opens the dialog. */
  portalAdministration: '/web_portal_administration/:type/:id?',
  /** Portal administration of the document templates and their groups (the same screen as the system's). */
  portalDocumentTemplates: '/web_portal_administration/document_templates_and_groups',
  terms: (lang: Language) => `/user_info/terms_${lang}`,
  privacyPolicy: (lang: Language) => `/user_info/privacy_policy_${lang}`,
  subcategoryProducts: (id: number | string) => `/subcategory/${id}/products`,
  subcategoryProductsRoute: '/subcategory/:id/products',
  availableProducts: '/user_auctions/available_products',
  adminProducts: '/admin/products/products',
  adminAuctionNews: '/admin/auctions/auction_news',
  adminAuctions: '/admin/auctions/auctions',
  adminCreatedAuctions: '/admin/auctions/created_auctions',
  adminLots: '/admin/auctions/lots',
  /** Republish of a FINISHED or CANCELLED auction: its unsold lots and new dates. */
  adminRepublish: '/admin/auctions/republish',
  adminRepublishAuction: (auctionId: number | string) => `/admin/auctions/republish/${auctionId}`,
  adminRepublishRoute: '/admin/auctions/republish/:auctionId?',
  /** Finished-auction report: outcome, participation requests and log. */
  adminAuctionReport: (auctionId: number | string) => `/admin/auctions/auction_report/${auctionId}`,
  adminAuctionReportRoute: '/admin/auctions/auction_report/:auctionId?',
  /** The operator dashboard (contracts `AUCTION_DASHBOARD_PAGE`): the latest auctions, or one auction's lots. */
  auctionDashboard: (auctionId?: number | string) =>
    auctionId === undefined ? '/admin/auctions/dashboard' : `/admin/auctions/dashboard/${auctionId}`,
  auctionDashboardRoute: '/admin/auctions/dashboard/:auctionId?',
  /** Route pattern of every vocabulary screen; the id (or `new`) opens the edit dialog. */
  adminVocabularies: '/admin/vocabularies/:type/:id?',
  adminVocabulary: (type: string) => `/admin/vocabularies/${type}`,
  adminParameters: '/admin/misc/application_parameters',
  adminSettings: '/admin/misc/application_settings',
  adminTests: '/admin/misc/tests',
  adminScheduledJobs: '/admin/misc/scheduled_jobs',
  /** Administration screens; `withOptionalId` gives their route pattern (spec §2: id optional on all). */
  adminPages: '/admin/auth/pages',
  adminPageGroups: '/admin/auth/page_groups',
  adminRoles: '/admin/auth/user_roles',
  adminRolePages: '/admin/auth/user_role_pages',
  adminUserPages: '/admin/auth/user_pages',
  adminLanguages: '/admin/misc/languages',
  adminTranslations: '/admin/misc/translations',
  adminMailOutbox: '/admin/misc/mail_outbox',
  adminCompaniesForApproval: '/admin/auth/companies_for_approval',
  adminIndividualsForApproval: '/admin/auth/individuals_for_approval',
  adminUsers: '/admin/auth/users',
  adminPersons: '/admin/auth/persons',
  adminTraders: '/admin/auth/traders',
  userBankGuarantee: '/user/user-bank-guarantee',
  adminBankGuarantee: '/admin/auth/bank_guarantee',
  adminParticipationRequests: '/admin/auctions/auction_participation_requests',
  userParticipationRequests: '/user_auctions/requests',
  publishedAuctions: '/user_auctions/published_auctions',
  runningAuctions: '/user_auctions/running_auctions',
  finishedAuctions: '/user_auctions/finished_auctions',
  /** Lots of a public auction and lot registration. */
  userAuction: (auctionId: number | string) => `/user_auctions/auction/${auctionId}`,
  userAuctionRoute: '/user_auctions/auction/:auctionId',
  /** Details of one lot of a public auction. */
  userLot: (auctionId: number | string, lotId: number | string) => `/user_auctions/lot/${auctionId}/${lotId}`,
  userLotRoute: '/user_auctions/lot/:auctionId/:lotId',
  /** Live bidding on the lots of a running auction (contracts `BIDDING_PAGE_URL`). */
  biddingScreen: (auctionId: number | string) => `/user_auctions/auction_bid/${auctionId}`,
  biddingScreenRoute: '/user_auctions/auction_bid/:auctionId',
  /** Staff: every bid of one lot with times, hashes and, once it closed, names (contracts `STAFF_BIDS_PAGE_URL`). */
  staffLotBids: (auctionId: number | string, lotId: number | string) => `/admin/auctions/bids/${auctionId}/${lotId}`,
  staffLotBidsRoute: '/admin/auctions/bids/:auctionId?/:lotId?',
  /** The public check of a bid receipt (contracts `RECEIPT_PAGE_URL`); `bidReceiptOf` fills in a receipt. */
  bidReceipt: '/user_auctions/bid_receipt',
  myBids: '/user_auctions/my_bids',
  bidReceiptOf: (receipt: { lotId: number; seq: number; hash: string }) =>
    `/user_auctions/bid_receipt?${new URLSearchParams({ lot: String(receipt.lotId), seq: String(receipt.seq), hash: receipt.hash })}`,
  withOptionalId: (base: string) => `${base}/:id?`,
  /** The customs portal (spec §2): the filer's home page, the welcome page and each kind's screens. */
  portalHome: PORTAL_HOME,
  portalWelcome: '/web_portal/web_portal_welcome_page',
  /** The register of the caller's decisions (contracts `MY_DECISIONS_PAGE`). */
  portalMyDecisions: '/web_portal/my_decisions',
  /** The create screen of a kind (the complaint's is spelled `create_complain_case`, spec §2). */
  portalCreateCase: (kind: CaseKind) =>
    `${PORTAL_HOME}/${kind === 'complaint' ? 'create_complain_case' : `create_${kind}_case`}`,
  portalEditCase: (kind: CaseKind, id: number | string) => `${PORTAL_HOME}/edit_${kind}_case/${id}`,
  portalViewCase: (kind: CaseKind, id: number | string) => `${PORTAL_HOME}/view_${kind}_case/${id}`,
  /** Route patterns of the case screens of one kind (`…/edit_general_case/:id`). */
  portalEditCaseRoute: (kind: CaseKind) => `${PORTAL_HOME}/edit_${kind}_case/:id`,
  portalViewCaseRoute: (kind: CaseKind) => `${PORTAL_HOME}/view_${kind}_case/:id`,
  /** The officers' queue of submitted cases (contracts `PORTAL_OFFICER_PAGE`). */
  portalCaseQueue: '/web_portal_processing/case_queue',
  /** The officer dashboard (contracts `OFFICER_DASHBOARD_PAGE`). */
  officerDashboard: '/web_portal_processing/dashboard',
} as const;

/** A page url of the navigation may hold `{lang}` (`/user_info/faq_{lang}`): the current language goes there. */
export function resolvePageUrl(url: string, lang: Language): string {
  return url.replace(/\{lang\}/g, lang);
}
