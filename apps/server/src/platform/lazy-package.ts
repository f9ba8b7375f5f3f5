import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded where it is first used, not when the server starts: the PDF, spreadsheet, image, mail and HTML
 * libraries each take 0.1–0.6 s to load, together most of the start's module loading, and most starts never use some
 * of them (docs/benchmarks.md, "Start"). Their CommonJS build is required (synchronously) on first use; the same
 * copy every time after.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
