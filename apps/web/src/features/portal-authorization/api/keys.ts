/** Query keys of an authorization case and its records: one invalidation of `case(id)` refreshes the case and its records. */
export const authorizationKeys = {
  all: ['authorization_cases'] as const,
  case: (id: number) => ['authorization_cases', id] as const,
  authorization: (id: number) => ['authorization_cases', id, 'authorization'] as const,
  licence: (id: number) => ['authorization_cases', id, 'licence'] as const,
  tariffLines: (id: number) => ['authorization_cases', id, 'tariffs'] as const,
};
