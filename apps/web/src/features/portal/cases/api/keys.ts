import { CASE_KIND_OF_TYPE, type CaseType } from '@portal/contracts/portal-cases';

/** The home list's parameters: page, size, sort and the filters (`filter[…]`). */
export type OwnCasesParams = {
  page: number;
  count: number;
  sort?: string;
  filters: Partial<Record<'status' | 'type' | 'subType' | 'company' | 'individual', string>>;
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
