import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './test/harness';

/** Fastify's own limit on one plugin's registration, which killed starts on a busy machine. */
const FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS = 10_000;

describe('the start', async () => {
  const t = await buildTestApp();

  it('waits for a plugin slower than Fastify’s default limit instead of dying (AVV_ERR_PLUGIN_EXEC_TIMEOUT)', async () => {
    // The app as buildApp made it, one more plugin that takes a second longer than the default limit; the clock is
    // Vitest's, so the test takes no 11 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let registered = false;
      void t.app.register(async () => {
        await new Promise((resolve) => setTimeout(resolve, FASTIFY_DEFAULT_PLUGIN_TIMEOUT_MS + 1_000));
        registered = true;
      });
      let outcome: 'ready' | Error | undefined;
      void t.app.ready().then(
        () => (outcome = 'ready'),
        (error: Error) => (outcome = error),
      );
      // Time moves half a second at each turn of the (real) event loop, so the start's I/O goes on meanwhile.
      const giveUpAt = Date.now() + 100_000;
      while (outcome === undefined && Date.now() < giveUpAt) {
        await vi.advanceTimersByTimeAsync(500);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(outcome).toBe('ready');
      expect(registered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  }, 120_000);
});
