// The entry of the content-check worker threads: the server runs from TypeScript, so the worker registers tsx
// itself (the pool starts it with no inherited loader options) and loads worker.ts.
import { register } from 'tsx/esm/api';

register();
const { default: disarmInWorker } = await import('./worker.ts');

export default disarmInWorker;
