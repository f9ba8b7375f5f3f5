import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

// Where the server's own files are, whether it runs from its TypeScript sources (tsx, Vitest: this file is
// apps/server/src/platform/server-files.ts) or built (scripts/build-server.mjs bundles it into apps/server/dist). The
// one file of the server that reads its own location (the build refuses any other). Worked out on use, not on import:
// drizzle-kit loads the tables, and with them database.ts, as CommonJS without `import.meta`.

/** Whether the server runs built (apps/server/dist/*.js) rather than from its TypeScript sources. */
export function runsBuilt(): boolean {
  return !import.meta.url.endsWith('.ts');
}

/** The server's folder, apps/server (its migrations are there). */
export function serverFolder(): string {
  return fileURLToPath(new URL(runsBuilt() ? '..' : '../..', import.meta.url));
}

/** The repository's folder (the web app's build and language files are in apps/web). */
export function repositoryFolder(): string {
  return fileURLToPath(new URL(runsBuilt() ? '../../..' : '../../../..', import.meta.url));
}

/** The URL of a file the build writes beside the bundle, e.g. a worker thread's entry (only when `runsBuilt()`). */
export function builtFile(name: string): string {
  return new URL(`./${name}`, import.meta.url).href;
}

/**
 * The embedded database's template the build writes (scripts/database-template.mjs): a data folder with every
 * migration applied; undefined when running from the sources or when the build made none.
 */
export function databaseTemplateFolder(): string | undefined {
  if (!runsBuilt()) return undefined;
  const folder = fileURLToPath(new URL('./assets/empty-database', import.meta.url));
  return fs.existsSync(folder) ? folder : undefined;
}

/** The mark a template's reference data carries in `seed_runs` (ADR 0116): the template's key. */
export const referenceMark = (templateKey: string) => `reference ${templateKey}`;

/**
 * The mark of the reference data in the build's template (the build seeded it there, `reference-seed.ts`); undefined
 * when running from the sources or when the build made no template.
 */
export function templateReferenceMark(): string | undefined {
  if (!runsBuilt()) return undefined;
  try {
    const file = fileURLToPath(new URL('./assets/empty-database.json', import.meta.url));
    const { key } = JSON.parse(fs.readFileSync(file, 'utf8')) as { key?: string };
    return key ? referenceMark(key) : undefined;
  } catch {
    return undefined;
  }
}

/** The build's id (scripts/build-server.mjs: a hash of its JavaScript and migrations); undefined from the sources. */
export function buildId(): string | undefined {
  if (!runsBuilt()) return undefined;
  try {
    const file = fileURLToPath(new URL('./assets/build.json', import.meta.url));
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { id?: string }).id;
  } catch {
    return undefined;
  }
}
