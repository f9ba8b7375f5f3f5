import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// Counts that are not amounts may use the runtime's own number format.
const ALLOWED = new Set(['features/translations/components/language-import-dialog.tsx']);

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('money formats', () => {
  it('are written only by the shared formatter (contracts money-format), never by hand', () => {
    const offenders = sources(root)
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) =>
        /Intl\.NumberFormat|\.toLocaleString\(|\.toFixed\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
