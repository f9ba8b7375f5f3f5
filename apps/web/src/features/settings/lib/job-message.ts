import type { ScheduledJob } from '@portal/contracts/settings';

type Translate = (key: string, options: Record<string, string | number>) => string;

/**
 * The last run's message in the reader's language: the result's key with its parameters (`job.result.deleted`,
 * `{ count }`); a failure's message, or a result stored before results were keys, is shown as it is.
 */
export function jobMessage(
  job: Pick<ScheduledJob, 'lastMessage' | 'lastMessageKey' | 'lastMessageParams'>,
  t: Translate,
) {
  if (job.lastMessageKey) return t(job.lastMessageKey, { ...job.lastMessageParams });
  return job.lastMessage ?? '';
}
