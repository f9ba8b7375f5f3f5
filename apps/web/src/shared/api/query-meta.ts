/**
 * What a query or mutation tells the global error handler: the statuses it shows to the user
 * itself (`'all'` for every failure). Everything else follows the spec's error catalogue (§8).
 */
export type ErrorHandlingMeta = {
  handledStatuses?: readonly number[] | 'all';
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorHandlingMeta;
    mutationMeta: ErrorHandlingMeta;
  }
}

export function handlesStatus(meta: ErrorHandlingMeta | undefined, status: number): boolean {
  const handled = meta?.handledStatuses;
  return handled === 'all' || (handled?.includes(status) ?? false);
}
