import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { oneQueryAtATime } from './database';

/** A client whose queries answer after a few ticks and count how many run at once. */
function fakeClient() {
  const state = { running: 0, most: 0, sent: [] as string[] };
  const client = {
    query(text: string, callback?: unknown) {
      state.sent.push(text);
      state.running++;
      state.most = Math.max(state.most, state.running);
      const answer = new Promise<{ rows: string[] }>((resolve, reject) =>
        setTimeout(() => {
          state.running--;
          if (text === 'fail') reject(new Error('refused'));
          else resolve({ rows: [text] });
        }, 5),
      );
      if (typeof callback === 'function') {
        void answer.then(
          (result) => (callback as (e: unknown, r: unknown) => void)(null, result),
          (error: unknown) => (callback as (e: unknown) => void)(error),
        );
        return undefined;
      }
      return answer;
    },
  };
  return { client: client as unknown as pg.PoolClient, state };
}

describe('oneQueryAtATime', () => {
  it('sends a client query after the one before has answered, in the order they were asked, each with its answer', async () => {
    const { client, state } = fakeClient();
    oneQueryAtATime(client);
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => client.query(text)));
    expect(answers.map((a) => a.rows[0])).toEqual(['a', 'b', 'c']);
    expect(state.sent).toEqual(['a', 'b', 'c']);
    expect(state.most).toBe(1);
  });

  it('goes on after a failed query, which fails alone', async () => {
    const { client, state } = fakeClient();
    oneQueryAtATime(client);
    const answers = await Promise.allSettled(['a', 'fail', 'c'].map((text) => client.query(text)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(state.most).toBe(1);
  });

  it('passes a query with a callback (the pool’s own) as it is', async () => {
    const { client, state } = fakeClient();
    oneQueryAtATime(client);
    const answered = new Promise((resolve) => client.query('x', (_: unknown, r: unknown) => resolve(r)));
    expect(state.sent).toEqual(['x']);
    await answered;
  });
});
