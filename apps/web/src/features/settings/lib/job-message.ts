import type { ScheduledJob } from '@portal/contracts/settings';

type Translate = (key: string, options: Record<string, string | number>) => string;

/**
 * The last run's message in the reader's language: the result's key with its parameters (`job.result.deleted`,
 * `{ count }`), or a failure's key (`job.failed.database` …). A failure stored as text (by an older version) shows
 * as the unexpected failure, not its technical English; a result stored before results were keys, as it is.
 */
export function jobMessage(
  job: Pick<ScheduledJob, 'lastResult' | 'lastMessage' | 'lastMessageKey' | 'lastMessageParams'>,
  t: Translate,
) {
  if (job.lastMessageKey) return t(job.lastMessageKey, { ...job.lastMessageParams });
  if (job.lastResult === 'FAILED') return t('job.failed.unexpected', {});
  return job.lastMessage ?? '';
}
