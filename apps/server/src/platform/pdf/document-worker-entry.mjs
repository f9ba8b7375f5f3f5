// The entry of the document thread: the server runs from TypeScript, so the thread registers tsx itself (the pool
// starts it with no inherited loader options) and loads document-worker.ts.
import { register } from 'tsx/esm/api';

register();
const { default: documentThreadTask } = await import('./document-worker.ts');

export default documentThreadTask;
