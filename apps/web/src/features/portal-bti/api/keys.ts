/** Query keys of a BTI case and its BTI: one invalidation of `case(id)` refreshes both; the public search apart. */
export const btiKeys = {
  case: (id: number) => ['bti_cases', id] as const,
  bti: (id: number) => ['bti_cases', id, 'bti'] as const,
  search: (code: string, keywords: string, page: number) => ['bti', 'public_search', code, keywords, page] as const,
};
