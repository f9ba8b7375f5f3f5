/** Query keys of a movement certificate case and its records: invalidating `case(id)` refreshes all of them. */
export const movementKeys = {
  all: ['movement_certificate_cases'] as const,
  case: (id: number) => ['movement_certificate_cases', id] as const,
  certificate: (id: number) => ['movement_certificate_cases', id, 'certificate'] as const,
  goods: (id: number) => ['movement_certificate_cases', id, 'goods'] as const,
  invoices: (id: number) => ['movement_certificate_cases', id, 'invoices'] as const,
  display: (urlNumber: string, token = '') => ['movement_certificate_display', urlNumber, token] as const,
};
