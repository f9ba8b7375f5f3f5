import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUpAfterUse, runPendingCleanups } from './cleanups';
import { buildTestApp, type TestApp } from './harness';
import { apiPath } from './api-client';

describe('fixtures undone after use (cleanups.ts)', () => {
  const undone: string[] = [];
  let builtInTest: TestApp | undefined;
  beforeAll(() => {
    cleanUpAfterUse(() => {
      undone.push('hook');
    });
  });

  it('builds an app inside a test', async () => {
    builtInTest = await buildTestApp();
    builtInTest.app.addHook('onClose', async () => {
      undone.push('app closed');
    });
    cleanUpAfterUse(() => {
      undone.push('test');
    });
    expect((await builtInTest.app.inject({ method: 'GET', url: apiPath('/openapi.json') })).statusCode).toBe(200);
    expect(undone).toEqual([]);
  });

  it('closed that app when the test finished; what a beforeAll hook made waits', async () => {
    // Newest first: the test's own clean-up, then the app it built earlier.
    expect(undone).toEqual(['test', 'app closed']);
    await expect(builtInTest!.app.inject({ method: 'GET', url: apiPath('/openapi.json') })).rejects.toThrow(/closed/);
  });

  it('undoes what a beforeAll hook made with the pending clean-ups, once', async () => {
    await runPendingCleanups();
    await runPendingCleanups();
    expect(undone).toEqual(['test', 'app closed', 'hook']);
  });
});
