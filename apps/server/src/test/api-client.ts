// The tests' typed view of the API: the paths the server declares under `/data/rest` (written as the spec writes them,
// `{param}` for a path parameter), `apiPath` to fill one in, and the answers the contracts' schemas describe.
import { API_PATHS, type ApiPathArgs, type PathParamValue } from '@portal/contracts/api-paths';
import type { AuctionOutcome } from '@portal/contracts/auction-outcome';
import type { AuctionRecord, LotRecord } from '@portal/contracts/auctions';
import type { AuctionLotBids, SendBidAnswer } from '@portal/contracts/bidding';
import type { CurrentUser } from '@portal/contracts/auth';
import type { Paged } from '@portal/contracts/paging';
import type { Authorization, AuthorizationTariff, PortalLicence, Tariff } from '@portal/contracts/portal-authorization';
import type { Bti, PublicBti } from '@portal/contracts/portal-bti';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import type { ForumMessage } from '@portal/contracts/portal-forum';
import type { IprApplication, IprGoods, IprRight } from '@portal/contracts/portal-ipr';
import type {
  LoadDeclarationAnswer,
  MovementCertificate,
  MovementGoods,
  MovementInvoice,
} from '@portal/contracts/portal-movement';
import type { QueuedCase, TimelineEvent } from '@portal/contracts/portal-processing';
import type { CheckDecisionNumberAnswer, ComplaintDecision } from '@portal/contracts/portal-records';

/** Where the API is mounted. */
export const API_PREFIX = '/data/rest';

/**
 * The paths the server declares that the web does not call (the web's are the contracts' `API_PATHS`): the admin
 * kit's and staff screens' extra reads, the health check and the API's own description. api-client.test.ts checks
 * that these and the contracts' list together are exactly the server's route table.
 */
export const SERVER_ONLY_API_PATHS = [
  '/health',
  '/openapi.json',
  '/docs',
  '/docs/',
  '/docs/json',
  '/docs/yaml',
  '/application_parameters/paged',
  '/application_parameters/{code}',
  '/translations/insert',
  '/companies/update',
  '/portal_attachments/{bean}/{objectId}',
  '/pages/navigation',
  '/pages/content',
  '/page_groups/pages',
  '/registered_users/company_users',
  '/temporary_companies',
  '/get_bank_guarantee/{id}',
  '/users/by_username/{username}',
  '/individuals/update',
  '/registered_users/companies_for_approval',
  '/registered_users/individuals_for_approval',
  '/registered_users/edit_individual_user',
  '/auctions/history',
  '/lot_part_in_auction/get_lot_part_for_auction_and_lot',
  '/auctions/{id}/details',
  '/auctions/{id}/products',
  '/auctions/duplicates',
  '/auctions/{id}/failedlots',
  '/lots/current',
  '/auction_participation_requests',
  '/auction_participation_requests/lot/{id}',
  '/lots/{id}/licenses',
  '/lots/dto',
] as const;

/** Every path the server declares under `/data/rest`, as a template. */
export const SERVER_API_PATHS = [...API_PATHS, ...SERVER_ONLY_API_PATHS] as const;
export type ServerApiPath = (typeof SERVER_API_PATHS)[number];

declare const templateOf: unique symbol;
/** A URL under `/data/rest` that remembers the template it was made from (the session types its answer by it). */
export type ApiUrl<P extends ServerApiPath = ServerApiPath> = string & { readonly [templateOf]: P };

/**
 * The URL of a server path with its placeholders filled in (each value encoded with `encodeURIComponent`):
 * `apiPath('/auctions/{id}/lots', { id: 7 })` → `'/data/rest/auctions/7/lots'`; `apiPath('/auction/send_bid')`.
 */
export function apiPath<P extends ServerApiPath>(template: P, ...args: ApiPathArgs<P>): ApiUrl<P> {
  const params = (args[0] ?? {}) as Record<string, PathParamValue>;
  const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: missing parameter "${name}" of ${template}`);
    return encodeURIComponent(String(value));
  });
  return `${API_PREFIX}${path}` as ApiUrl<P>;
}

/**
 * What a path answers on success, where the contracts have the schema of that answer (the type the schema infers);
 * the others answer `any`, read as JSON the way each test checks it.
 */
type Answers = {
  '/user': CurrentUser;
  '/auction/send_bid': SendBidAnswer;
  '/auction/{auctionId}/lot_bids': AuctionLotBids;
  '/auctions/{id}': AuctionRecord;
  '/auctions/{id}/outcome': AuctionOutcome;
  '/auctions/{id}/lots': LotRecord[];
  '/lots/{id}': LotRecord;
  '/general_cases/{id}': PortalCase;
  '/general_cases/create_general_case': PortalCase;
  '/general_cases/edit_general_case': PortalCase;
  '/general_cases/integrate': PortalCase;
  '/complaint_cases/{id}': PortalCase;
  '/complaint_cases/create_decision_complaint_case': PortalCase;
  '/complaint_cases/create_customs_declaration_complaint_case': PortalCase;
  '/complaint_cases/edit_complaint_case': PortalCase;
  '/complaint_cases/check_decision_number': CheckDecisionNumberAnswer;
  '/decisions/by_complaint_case_id/{id}': ComplaintDecision | null;
  '/decisions/edit_decision': ComplaintDecision;
  '/authorization_cases/{id}': PortalCase;
  '/authorization_cases/edit_authorization_case': PortalCase;
  '/authorizations/by_authorization_case_id/{id}': Authorization;
  '/authorizations/edit_authorization': Authorization;
  '/portal_licences/by_authorization_case_id/{id}': PortalLicence;
  '/portal_licences/edit_portal_licence': PortalLicence;
  '/tariffs/by_code': Tariff | null;
  '/tariffs/search': Tariff[];
  '/bti_cases/{id}': PortalCase;
  '/bti_cases/create_bti_case': PortalCase;
  '/bti_cases/edit_bti_case': PortalCase;
  '/bti/by_bti_case_id/{id}': Bti;
  '/bti/edit_bti': Bti;
  '/ipr_cases/{id}': PortalCase;
  '/ipr_cases/create_ipr_case': PortalCase;
  '/ipr_cases/edit_ipr_case': PortalCase;
  '/ipr/by_ipr_case_id/{id}': IprApplication | null;
  '/ipr/edit_ipr': IprApplication;
  '/movement_certificate_cases/{id}': PortalCase;
  '/movement_certificate_cases/create_movement_certificate_case': PortalCase;
  '/movement_certificate_cases/edit_movement_certificate_case': PortalCase;
  '/movement_certificate_cases/load_customs_declaration_data': LoadDeclarationAnswer;
  '/movement_certificates/edit_movement_certificate': MovementCertificate;
  '/movement_certificates/revoke_movement_certificate': MovementCertificate;
  '/movement_certificate_goods/save_goods': MovementGoods;
  '/movement_certificate_invoices/save_invoices': MovementInvoice;
  '/movement_certificates/by_movement_certificate_case_id/{id}': MovementCertificate | null;
  '/movement_certificate_goods/by_movement_certificate_case_id/{id}': MovementGoods[];
  '/movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case': MovementGoods;
  '/movement_certificate_invoices/by_movement_certificate_case_id/{id}': MovementInvoice[];
  '/movement_certificate_invoices/add_movement_certificate_invoices_to_movement_certificate_case': MovementInvoice;
  '/ipr_rights/by_ipr_case_id/{id}': IprRight[];
  '/ipr_rights/add_ipr_rights_to_ipr_case': IprRight;
  '/ipr_rights/save_rights': IprRight;
  '/ipr_goods/by_ipr_case_id/{id}': IprGoods[];
  '/ipr_goods/add_ipr_goods_to_ipr_case': IprGoods;
  '/ipr_goods/save_goods': IprGoods;
  '/authorization_cases/create_authorization_case': PortalCase;
  '/authorization_cases/create_authorization_case_for_licence': PortalCase;
  '/authorization_tariffs/by_authorization_case_id/{id}': AuthorizationTariff[];
  '/authorization_tariffs/add_authorization_tariff_to_authorization_case': AuthorizationTariff;
  '/bti/public_search': Paged<PublicBti>;
  '/general_cases/submit_general_case': PortalCase;
  '/complaint_cases/submit_complaint_case': PortalCase;
  '/bti_cases/submit_bti_case': PortalCase;
  '/ipr_cases/submit_ipr_case': PortalCase;
  '/authorization_cases/submit_authorization_case': PortalCase;
  '/movement_certificate_cases/submit_movement_certificate_case': PortalCase;
  '/general_cases/cancel_case/{id}': PortalCase;
  '/complaint_cases/cancel_case/{id}': PortalCase;
  '/bti_cases/cancel_case/{id}': PortalCase;
  '/ipr_cases/cancel_case/{id}': PortalCase;
  '/authorization_cases/cancel_case/{id}': PortalCase;
  '/movement_certificate_cases/cancel_case/{id}': PortalCase;
  '/portal_cases/queue': Paged<QueuedCase>;
  '/portal_cases/timeline/{id}': TimelineEvent[];
  '/portal_cases/take': PortalCase;
  '/portal_cases/take_over': PortalCase;
  '/portal_cases/request_information': PortalCase;
  '/portal_cases/approve': PortalCase;
  '/portal_cases/reject': PortalCase;
  '/portal_documents/get_incoming_documents_for_case_id/{id}': PortalDocument[];
  '/portal_documents/get_outgoing_documents_for_case_id/{id}': PortalDocument[];
  '/portal_documents/edit_portal_document': PortalDocument;
  '/forum/get_forum_messages/{id}': ForumMessage[];
  '/forum_messages': ForumMessage;
  '/forum_messages/submit_forum_message': ForumMessage;
};

/** The answer of a path: its contract's type, else `any`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnswerOf<P> = P extends keyof Answers ? Answers[P] : any;

/** A refusal's body: `{ field: 'message.key' }` for a 400, `{ _error: 'domain.key' }` for the others. */
export type ApiError = Record<string, string>;
