import { describe, expect, it } from 'vitest';
import { jobMessage } from './job-message';

const sq: Record<string, string> = { 'job.result.deleted': '{{count}} të fshira' };
const t = (key: string, options: Record<string, string | number>) =>
  (sq[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

describe('jobMessage', () => {
  it('translates a result key with its parameters', () => {
    const job = { lastMessage: null, lastMessageKey: 'job.result.deleted', lastMessageParams: { count: 0 } };
    expect(jobMessage(job, t)).toBe('0 të fshira');
  });

  it('shows a stored text (a failure, or a result from before keys) as it is', () => {
    expect(jobMessage({ lastMessage: '3 deleted', lastMessageKey: null, lastMessageParams: null }, t)).toBe(
      '3 deleted',
    );
    expect(jobMessage({ lastMessage: null, lastMessageKey: null, lastMessageParams: null }, t)).toBe('');
  });
});
