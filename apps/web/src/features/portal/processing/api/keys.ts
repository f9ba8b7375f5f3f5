import type { CaseQueueParams } from './get-case-queue';

/** Query keys of the case workflow: the officer's queue and each case's timeline. */
export const processingKeys = {
  all: ['portal_processing'] as const,
  queue: (params: CaseQueueParams) => ['portal_processing', 'queue', params] as const,
  timeline: (caseId: number) => ['portal_processing', 'timeline', caseId] as const,
};
