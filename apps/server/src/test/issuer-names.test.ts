import fs from 'node:fs';
import path from 'node:path';
import { APPLICATION_PARAMETERS } from '@portal/contracts/settings';
import { describe, expect, it } from 'vitest';

// The authority's name is a setting (ADR 0089): written once, as the defaults of `authority_name_*` in the contracts,
// and read by every PDF, mail and screen. No source of the server or the web writes it (or a former one, or the
// country it was named after) again; tests may, to check what is printed.

const repository = path.resolve(import.meta.dirname, '../../../..');
const ROOTS = ['apps/server/src', 'apps/web/src'];
const SOURCE = /\.(ts|tsx|mts)$/;
const isTest = (file: string) => /\.test\.tsx?$|test-support\.ts$|[\\/]test[\\/]/.test(file);

/** The names and their inflected forms (Albanian and Serbian decline them), and the names the PDFs used to print. */
const FORBIDDEN: RegExp[] = [
  ...Object.values({
    sq: APPLICATION_PARAMETERS.authority_name_sq.default,
    en: APPLICATION_PARAMETERS.authority_name_en.default,
    sr: APPLICATION_PARAMETERS.authority_name_sr.default,
  }).map((name) => new RegExp(name.replace(/ /g, '\\s+'))),
  /Administrat(?:a|ën|ës)\s+Doganore/,
  /Carinsk(?:a|e|oj|om|u)\s+uprav(?:a|e|i|om|u)/,
  /Dogana e Kosov/,
  /Kosovo Customs/,
  /Carina Kosova/,
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return SOURCE.test(entry.name) && !isTest(full) ? [full] : [];
  });
}

describe('the authority is named by its settings only', () => {
  it('no server or web source writes its name', () => {
    const files = ROOTS.flatMap((root) => sources(path.join(repository, root)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return FORBIDDEN.filter((pattern) => pattern.test(text)).map(
        (pattern) => `${path.relative(repository, file)}: ${pattern.source}`,
      );
    });
    expect(found).toEqual([]);
  });

  it('would see a name written in a source (the patterns match what they forbid)', () => {
    for (const text of [
      'Administrata Doganore',
      'në Administratën Doganore',
      'the Customs Administration',
      'Carinskoj upravi',
      'Dogana e Kosovës',
      'Kosovo Customs',
      'Carina Kosova',
    ]) {
      expect(
        FORBIDDEN.some((pattern) => pattern.test(text)),
        text,
      ).toBe(true);
    }
  });
});
