import { type PageSystem, type RoleCode } from '@portal/contracts';
import { informationContentUrls } from '@portal/contracts/information';

/** Seeded page groups: name, English label (the name is the translation key), icon, weight, system. */
export const PAGE_GROUPS: Array<{ name: string; label: string; icon: string; weight: number; system: PageSystem }> = [
  { name: 'eauction', label: 'E-Auction', icon: 'ShopOutlined', weight: 10, system: 'AUCTION' },
  { name: 'ecounter', label: 'E-Counter', icon: 'BankOutlined', weight: 20, system: 'COUNTER' },
  { name: 'web_portal', label: 'My cases', icon: 'FolderOpenOutlined', weight: 30, system: 'COUNTER' },
  { name: 'my_account', label: 'My account', icon: 'UserOutlined', weight: 40, system: 'ALL' },
  { name: 'information', label: 'Information', icon: 'InfoCircleOutlined', weight: 50, system: 'ALL' },
  { name: 'admin_auctions', label: 'Auction administration', icon: 'AuditOutlined', weight: 60, system: 'AUCTION' },
  { name: 'admin_products', label: 'Products', icon: 'InboxOutlined', weight: 65, system: 'AUCTION' },
  { name: 'admin_auth', label: 'Users and access', icon: 'TeamOutlined', weight: 70, system: 'GENERAL' },
  { name: 'admin_vocabularies', label: 'Vocabularies', icon: 'BookOutlined', weight: 80, system: 'GENERAL' },
  { name: 'admin_misc', label: 'System', icon: 'SettingOutlined', weight: 90, system: 'GENERAL' },
  { name: 'portal_processing', label: 'Case processing', icon: 'AuditOutlined', weight: 35, system: 'COUNTER' },
  { name: 'portal_admin', label: 'Portal administration', icon: 'ToolOutlined', weight: 100, system: 'COUNTER' },
];

type PageSeed = {
  url: string;
  label: string;
  group: string | null;
  system: PageSystem;
  weight: number;
  icon?: string;
  hidden?: boolean;
  public?: boolean;
  roles?: RoleCode[];
};

const ACCOUNT_HOLDERS: RoleCode[] = ['TRADER', 'COMPANY_USER', 'INDIVIDUAL'];
const EVERY_SIGNED_IN: RoleCode[] = ['AUCTION_OPERATOR', 'REGISTRY_OFFICER', 'CUSTOMS_OFFICER', ...ACCOUNT_HOLDERS];
const CASE_FILERS: RoleCode[] = [...ACCOUNT_HOLDERS, 'CUSTOMS_OFFICER'];

const pub = (
  url: string,
  label: string,
  group: string | null,
  system: PageSystem,
  weight: number,
  icon?: string,
  hidden = false,
): PageSeed => ({
  url,
  label,
  group,
  system,
  weight,
  icon,
  hidden,
  public: true,
});
const page = (
  url: string,
  label: string,
  group: string,
  system: PageSystem,
  weight: number,
  roles: RoleCode[],
  extra: Partial<PageSeed> = {},
): PageSeed => ({
  url,
  label,
  group,
  system,
  weight,
  roles,
  ...extra,
});
const admin = (
  group: string,
  system: PageSystem,
  base: string,
  entries: Array<[string, string]>,
  roles: RoleCode[] = [],
  hidden: string[] = [],
) =>
  entries.map(([slug, label], i) =>
    page(`${base}/${slug}`, label, group, system, i * 10, roles, { hidden: hidden.includes(slug) }),
  );

const WP = '/web_portal/web_portal_home_page';

/** `/user_info/help/bidding_en` → 'Help: bidding (en)'; `/user_info/terms_sq` → 'Text: terms (sq)'. */
function informationLabel(url: string): string {
  const [, help, words, lang] = /^\/user_info\/(help\/)?([a-z_]+)_([a-z]{2})$/.exec(url) ?? [];
  return `${help ? 'Help' : 'Text'}: ${(words ?? url).replace(/_/g, ' ')} (${lang})`;
}

/** A page for every route of the spec; ADMIN holds every page that is not public. */
export const PAGES: PageSeed[] = [
  // Public
  pub('/', 'Home', null, 'ALL', 0, 'HomeOutlined'),
  pub('/eauction_home', 'Auction home', 'eauction', 'AUCTION', 0, 'ShopOutlined'),
  pub('/user_auctions/eauction_home', 'Auction home', 'eauction', 'AUCTION', 1, undefined, true),
  pub('/user_auctions/eauction_home_page', 'Auction home', 'eauction', 'AUCTION', 2, undefined, true),
  pub('/user_auctions/published_auctions', 'Published auctions', 'eauction', 'AUCTION', 10, 'CalendarOutlined'),
  pub('/user_auctions/running_auctions', 'Running auctions', 'eauction', 'AUCTION', 20, 'ThunderboltOutlined'),
  pub('/user_auctions/finished_auctions', 'Finished auctions', 'eauction', 'AUCTION', 30, 'CheckCircleOutlined'),
  pub('/user_auctions/available_products', 'Available products', 'eauction', 'AUCTION', 40, 'AppstoreOutlined'),
  pub('/user_auctions/auction', 'Auction lots', 'eauction', 'AUCTION', 50, undefined, true),
  pub('/user_auctions/lot', 'Lot details', 'eauction', 'AUCTION', 51, undefined, true),
  pub('/user_auctions/auction_bid', 'Live bidding', 'eauction', 'AUCTION', 52, undefined, true),
  pub('/user_auctions/bid_receipt', 'Bid receipt check', 'eauction', 'AUCTION', 53, undefined, true),
  pub('/subcategory', 'Products of a subcategory', 'eauction', 'AUCTION', 60, undefined, true),
  pub('/ecounter_home', 'Counter home', 'ecounter', 'COUNTER', 0, 'BankOutlined'),
  pub('/web_portal/ecounter_home', 'Counter home', 'ecounter', 'COUNTER', 1, undefined, true),
  pub('/web_portal/documents_templates_page', 'Document templates', 'ecounter', 'COUNTER', 10, 'FileTextOutlined'),
  pub('/web_portal/movement_certificate_display', 'Movement certificate', 'ecounter', 'COUNTER', 20, undefined, true),
  pub('/web_portal/bti_search', 'Binding tariff information', 'ecounter', 'COUNTER', 30, 'AuditOutlined'),
  pub('/user_info/help', 'Help', 'information', 'ALL', 0, 'QuestionCircleOutlined'),
  pub('/user_info/faq_{lang}', 'Frequently asked questions', 'information', 'ALL', 10, 'MessageOutlined'),
  pub('/user_info/contact_{lang}', 'Contact', 'information', 'ALL', 20, 'PhoneOutlined'),
  pub('/user_info/terms_{lang}', 'Terms of use', 'information', 'ALL', 30, 'FileProtectOutlined'),
  pub('/user_info/privacy_policy_{lang}', 'Privacy policy', 'information', 'ALL', 40, 'LockOutlined'),
  // Anyone checks an official PDF by the verification code printed on it (ADR 0091).
  pub('/verify', 'Verify a document', 'information', 'ALL', 50, 'SafetyCertificateOutlined'),
  // The text of each information page and help tab in each language (hidden; edited under Pages).
  ...informationContentUrls().map((url, i) =>
    pub(url, informationLabel(url), 'information', 'ALL', 100 + i, undefined, true),
  ),
  pub('/login', 'Sign in', null, 'ALL', 900, undefined, true),
  pub('/forgotten_password', 'Forgotten password', null, 'ALL', 901, undefined, true),
  pub('/forgotten_username', 'Forgotten username', null, 'ALL', 902, undefined, true),
  pub('/expired_password', 'Expired password', null, 'ALL', 903, undefined, true),
  pub('/register_person', 'Register as a person', null, 'ALL', 904, undefined, true),
  pub('/register_trader', 'Register as a trader', null, 'ALL', 905, undefined, true),
  pub('/404', 'Page not found', null, 'ALL', 998, undefined, true),
  pub('/access_denied', 'Access denied', null, 'ALL', 999, undefined, true),

  // Signed-in users
  page('/user/profile', 'Profile', 'my_account', 'ALL', 0, EVERY_SIGNED_IN, { icon: 'IdcardOutlined' }),
  page('/user/user-bank-guarantee', 'Bank guarantees', 'my_account', 'ALL', 10, ACCOUNT_HOLDERS, {
    icon: 'SafetyCertificateOutlined',
  }),
  page('/user/company_users', 'Company users', 'my_account', 'ALL', 20, ['TRADER'], { icon: 'TeamOutlined' }),
  page('/user/company_signature', 'Company signature', 'my_account', 'ALL', 30, ['TRADER'], { icon: 'EditOutlined' }),
  page('/user/company_stamp', 'Company stamp', 'my_account', 'ALL', 40, ['TRADER'], { icon: 'VerifiedOutlined' }),
  page('/user_auctions/requests', 'My participation requests', 'eauction', 'AUCTION', 45, ACCOUNT_HOLDERS, {
    icon: 'FormOutlined',
  }),
  page('/user_auctions/my_bids', 'My bids', 'eauction', 'AUCTION', 46, ACCOUNT_HOLDERS, { icon: 'StarOutlined' }),

  // Web portal (cases): the home page's url grants its create, edit and view sub-routes.
  page(WP, 'My cases', 'web_portal', 'COUNTER', 0, CASE_FILERS, { icon: 'FolderOpenOutlined' }),
  page('/web_portal/web_portal_welcome_page', 'Welcome', 'web_portal', 'COUNTER', 5, CASE_FILERS, {
    icon: 'SmileOutlined',
  }),
  // The register of what the authority issued to the caller (contracts MY_DECISIONS_PAGE).
  page('/web_portal/my_decisions', 'My decisions', 'web_portal', 'COUNTER', 7, ACCOUNT_HOLDERS, {
    icon: 'SafetyCertificateOutlined',
  }),
  ...admin(
    'web_portal',
    'COUNTER',
    WP,
    [
      ['create_general_case', 'New general case'],
      ['create_complain_case', 'New complaint'],
      ['create_authorization_case', 'New authorization or licence'],
      ['create_movement_certificate_case', 'New movement certificate'],
      ['create_bti_case', 'New binding tariff information'],
      ['create_ipr_case', 'New IPR case'],
    ],
    ACCOUNT_HOLDERS,
  ).map((p, i) => ({ ...p, weight: 10 + i })),
  // Case processing: the officer's queue of submitted cases (its url also grants the officer's case actions).
  page('/web_portal_processing/case_queue', 'Case queue', 'portal_processing', 'COUNTER', 0, ['CUSTOMS_OFFICER'], {
    icon: 'AuditOutlined',
  }),
  // The officer dashboard (ADR 0086): figures over the queue, each linking to the queue filtered.
  page(
    '/web_portal_processing/dashboard',
    'Officer dashboard',
    'portal_processing',
    'COUNTER',
    5,
    ['CUSTOMS_OFFICER'],
    {
      icon: 'DashboardOutlined',
    },
  ),

  // Administration
  ...admin('admin_auth', 'GENERAL', '/admin/auth', [
    ['companies_for_approval', 'Companies for approval'],
    ['individuals_for_approval', 'Individuals for approval'],
    ['users', 'Users'],
    ['persons', 'Persons'],
    ['traders', 'Traders'],
    ['bank_guarantee', 'Bank guarantees'],
    ['user_roles', 'Roles'],
    ['pages', 'Pages'],
    ['page_groups', 'Page groups'],
    ['user_pages', 'User pages'],
    ['user_role_pages', 'Role pages'],
  ]).map((p) =>
    ['companies_for_approval', 'individuals_for_approval', 'persons', 'traders', 'bank_guarantee'].some((s) =>
      p.url.endsWith(s),
    )
      ? { ...p, roles: ['REGISTRY_OFFICER'] as RoleCode[] }
      : p,
  ),
  ...admin('admin_misc', 'GENERAL', '/admin/misc', [
    ['languages', 'Languages'],
    ['translations', 'Translations'],
    ['application_settings', 'Application settings'],
    ['application_parameters', 'Application parameters'],
    ['tests', 'Tests'],
    ['scheduled_jobs', 'Scheduled jobs'],
    ['document_templates', 'Document templates'],
    ['mail_outbox', 'Mail outbox'],
  ]),
  ...admin('admin_vocabularies', 'GENERAL', '/admin/vocabularies', [
    ['measurement_units', 'Measurement units'],
    ['license_types', 'Licence types'],
    ['product_categories', 'Product categories'],
    ['product_subcategories', 'Product subcategories'],
    ['quality_types', 'Quality types'],
    ['banks', 'Banks'],
  ]),
  ...admin('admin_products', 'AUCTION', '/admin/products', [['products', 'Products']], ['AUCTION_OPERATOR']),
  ...admin(
    'admin_auctions',
    'AUCTION',
    '/admin/auctions',
    [
      ['auctions', 'Auctions'],
      ['created_auctions', 'Created auctions'],
      ['lots', 'Lots'],
      ['auction_participation_requests', 'Participation requests'],
      ['auction_news', 'Auction news'],
      ['republish', 'Republish auction'],
      ['auction_report', 'Auction report'],
      ['bids', 'Bids of a lot'],
      ['dashboard', 'Auction dashboard'],
    ],
    ['AUCTION_OPERATOR'],
    ['republish', 'auction_report', 'bids'],
  ),
  ...admin(
    'portal_admin',
    'COUNTER',
    '/web_portal_administration',
    [
      ['case_sub_types', 'Case sub-types'],
      ['portal_document_types', 'Document types'],
      ['portal_authorization_types', 'Authorization types'],
      ['portal_decision_types', 'Decision types'],
      ['portal_tariff_types', 'Tariff types'],
      ['portal_goods_types', 'Goods types'],
      ['document_templates_and_groups', 'Document templates and groups'],
      ['office_locations', 'Office locations'],
      ['tariffs', 'Customs tariff'],
    ],
    ['CUSTOMS_OFFICER'],
  ),
];

/** Translation key of a page: `page.` and its url's words. */
export function pageNameKey(url: string): string {
  const slug = url
    .replace(/\{lang\}/g, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .replace(/_+$/, '');
  return `page.${slug || 'home'}`;
}

export const ROLE_SEEDS: Array<{ code: RoleCode; name: string; description: string }> = [
  { code: 'ADMIN', name: 'Administrator', description: 'Every page of the product' },
  { code: 'AUCTION_OPERATOR', name: 'Auction operator', description: 'Auctions, lots, requests, news, bids, reports' },
  {
    code: 'REGISTRY_OFFICER',
    name: 'Registry officer',
    description: 'Approval of companies and individuals, bank guarantees',
  },
  { code: 'CUSTOMS_OFFICER', name: 'Customs officer', description: 'Processing of portal cases, portal vocabularies' },
  { code: 'TRADER', name: 'Trader', description: 'Administrator of a registered company' },
  { code: 'COMPANY_USER', name: 'Company user', description: 'User added by a company administrator' },
  { code: 'INDIVIDUAL', name: 'Individual', description: 'Registered person' },
];
