import { afterAll } from 'vitest';
import { runPendingCleanups } from './cleanups';

// Registered before the file's own hooks, so run after them: the apps the file's beforeAll hooks built are closed here
// (harness.ts), instead of living on in the worker (their database copies never lent again, their schedulers running).
afterAll(runPendingCleanups);
