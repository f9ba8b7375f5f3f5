import { describe, expect, it } from 'vitest';
import { jobMessage } from './job-message';

const sq: Record<string, string> = {
  'job.result.deleted': '{{count}} të fshira',
  'job.failed.database': 'Baza e të dhënave nuk e pranoi punën.',
  'job.failed.unexpected': 'Një gabim i papritur e ndërpreu punën.',
};
const t = (key: string, options: Record<string, string | number>) =>
  (sq[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));

describe('jobMessage', () => {
  it('translates a result key with its parameters', () => {
    const job = {
      lastResult: 'OK' as const,
      lastMessage: null,
      lastMessageKey: 'job.result.deleted',
      lastMessageParams: { count: 0 },
    };
    expect(jobMessage(job, t)).toBe('0 të fshira');
  });

  it('translates a failure’s key', () => {
    const job = {
      lastResult: 'FAILED' as const,
      lastMessage: null,
      lastMessageKey: 'job.failed.database',
      lastMessageParams: null,
    };
    expect(jobMessage(job, t)).toBe('Baza e të dhënave nuk e pranoi punën.');
  });

  it('shows no technical text of a failure stored as text: the unexpected failure in the reader’s language', () => {
    const job = {
      lastResult: 'FAILED' as const,
      lastMessage: 'relation "x" does not exist',
      lastMessageKey: null,
      lastMessageParams: null,
    };
    expect(jobMessage(job, t)).toBe('Një gabim i papritur e ndërpreu punën.');
  });

  it('shows a result stored as text before results were keys as it is', () => {
    const job = { lastResult: 'OK' as const, lastMessage: '3 deleted', lastMessageKey: null, lastMessageParams: null };
    expect(jobMessage(job, t)).toBe('3 deleted');
    expect(jobMessage({ ...job, lastResult: null, lastMessage: null }, t)).toBe('');
  });
});
