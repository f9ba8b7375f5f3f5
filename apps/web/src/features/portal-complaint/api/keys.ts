/** Query keys of a complaint case and its records: one invalidation of `case(id)` refreshes the case and its records. */
export const complaintKeys = {
  all: ['complaint_cases'] as const,
  case: (id: number) => ['complaint_cases', id] as const,
  declarations: (id: number) => ['complaint_cases', id, 'declarations'] as const,
  decision: (id: number) => ['complaint_cases', id, 'decision'] as const,
};
