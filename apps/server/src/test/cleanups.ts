import { afterAll, onTestFinished, TestRunner } from 'vitest';

/** Clean-ups of this worker not run yet, in the order they were registered. */
const pendingCleanups = new Set<() => Promise<void>>();

/**
 * Registers what undoes a test fixture (closing an app, removing its folders), run once: after the test when a test
 * (or its beforeEach) made the fixture, else after the suite being collected. Vitest takes no hook registered while
 * the tests run, so what a beforeAll hook made is undone after its file's tests (runPendingCleanups, from setup.ts).
 */
export function cleanUpAfterUse(cleanup: () => Promise<void> | void): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    pendingCleanups.delete(once);
    await cleanup();
  };
  pendingCleanups.add(once);
  if (TestRunner.getCurrentTest()) onTestFinished(once);
  else afterAll(once);
  return once;
}

/** Undoes, newest first, the fixtures still in place: after each test file's own hooks (setup.ts). */
export async function runPendingCleanups(): Promise<void> {
  for (const cleanup of [...pendingCleanups].reverse()) await cleanup();
}
