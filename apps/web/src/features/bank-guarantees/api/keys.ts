/** Query keys under `bank_guarantees`, the admin kit's resource key: one invalidation refreshes lists, records and the owner's list. */
export const guaranteeKeys = {
  all: ['bank_guarantees'] as const,
  byUsername: (username: string) => ['bank_guarantees', 'by_username', username] as const,
  detail: (id: number) => ['bank_guarantees', 'detail', id] as const,
};

export const GUARANTEES_RESOURCE = 'bank_guarantees';
