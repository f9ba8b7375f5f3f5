// The query keys the portal's features share: a step of the workflow refreshes a case, its documents and its
// timeline, whichever feature shows them.
import type { QUEUE_FILTERS } from '@portal/contracts/portal-processing';
import {
  CASE_KIND_OF_TYPE,
  type CASE_LIST_FILTERS,
  type CaseType,
  type PortalDocumentDirection,
  type PortalDocumentGroup,
} from '@portal/contracts/portal-cases';

/** The home list's parameters: page, size, sort and the filters (`filter[…]`). */
export type OwnCasesParams = {
  page: number;
  count: number;
  sort?: string;
  filters: Partial<Record<(typeof CASE_LIST_FILTERS)[number], string>>;
};

/**
 * Query keys of the portal's cases. A case of a kind is `['{kind}_cases', id]` (the complaint's screens use the
 * same shape), so one builder refreshes a case whatever its kind; `portal_cases` holds the home list and filters.
 */
export const caseKeys = {
  lists: ['portal_cases'] as const,
  ownCases: (params: OwnCasesParams) => ['portal_cases', 'by_registered_user', params] as const,
  filters: ['portal_cases', 'submit_filters'] as const,
  detail: (caseType: CaseType, id: number) => [`${CASE_KIND_OF_TYPE[caseType]}_cases`, id] as const,
};

/** Query keys of the case documents: one invalidation of `byCase(caseId)` refreshes both directions. */
export const documentKeys = {
  all: ['portal_documents'] as const,
  byCase: (caseId: number) => ['portal_documents', 'case', caseId] as const,
  ofDirection: (caseId: number, direction: PortalDocumentDirection) =>
    ['portal_documents', 'case', caseId, direction] as const,
  types: (group: PortalDocumentGroup) => ['portal_document_types', 'by_code', group] as const,
};

/** The queue's filters (`filter[…]`); absent ones are the server's defaults (open cases, everyone's). */
export type QueueFilters = Partial<Record<(typeof QUEUE_FILTERS)[number], string>>;
export type CaseQueueParams = { page: number; count: number; sort?: string; filters: QueueFilters };

/** Query keys of the case workflow: the officer's queue and each case's timeline. */
export const processingKeys = {
  all: ['portal_processing'] as const,
  queue: (params: CaseQueueParams) => ['portal_processing', 'queue', params] as const,
  timeline: (caseId: number) => ['portal_processing', 'timeline', caseId] as const,
  /** The officer dashboard's figures (under `all`: every case action refreshes them). */
  dashboard: ['portal_processing', 'dashboard'] as const,
};
