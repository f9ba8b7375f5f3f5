/** Query keys of an IPR case and its records: one invalidation of `case(id)` refreshes the case and its records. */
export const iprKeys = {
  case: (id: number) => ['ipr_cases', id] as const,
  application: (id: number) => ['ipr_cases', id, 'application'] as const,
  entries: (list: 'rights' | 'goods', id: number) => ['ipr_cases', id, list] as const,
};
