import fs from 'node:fs';
import path from 'node:path';
import { isHomeScreenText } from '@portal/contracts/home-screen-texts';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const rel = (file: string) => path.relative(src, file);

/** The route tables: of their lazy pages only the home's layout, the home and the table holding them draw first. */
const ROUTE_TABLES: Record<string, string[]> = {
  'app/router.tsx': ['./app-routes'],
  'app/app-routes.tsx': ['./layout/app-layout', './routes/public/home'],
};

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ending;
    if (/\.tsx?$/.test(file) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The web app's modules the public home is drawn from, from the entry: every import, static or lazy, except the
 * route tables' pages other than the home's.
 */
function homeModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const visit = (file: string) => {
    if (modules.has(rel(file))) return;
    const text = fs.readFileSync(file, 'utf8');
    modules.set(rel(file), text);
    const followed = ROUTE_TABLES[rel(file)];
    const imports = [
      ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
      ...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]),
      ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)]
        .map((m) => m[1])
        .filter((specifier) => !followed || followed.includes(specifier)),
    ];
    for (const specifier of imports) {
      const target = resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  visit(path.join(src, 'app/main.tsx'));
  return modules;
}

/**
 * The keys a module names literally (`t('home.title', …)`, `i18nKey="…"`, a `['key', 'Default']` text) and the fixed
 * start of a key it builds (`t(\`auction.status_${status}\`)`, a text `[\`lot.status_${status}\`, …]`).
 */
function keysOf(text: string): string[] {
  return [
    ...[...text.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1]),
    ...[...text.matchAll(/i18nKey=["']([^"']+)["']/g)].map((m) => m[1]),
    ...[...text.matchAll(/\[\s*['"]([a-z_]+\.[\w.]+)['"]\s*,\s*['"`]/g)].map((m) => m[1]),
    ...[...text.matchAll(/\bt\(\s*`([^`$]*)\$\{/g)].map((m) => m[1]),
    ...[...text.matchAll(/\[\s*`([a-z_]+\.[^`$]*)\$\{/g)].map((m) => m[1]),
  ];
}

describe('the home part of the translations (ADR 0112)', () => {
  const modules = homeModules();

  it('reads the modules the home is drawn from, and none of another page', () => {
    for (const file of [
      'app/layout/app-layout.tsx',
      'app/layout/app-header.tsx',
      'app/routes/public/home.tsx',
      'features/home/pages/home-page.tsx',
      'features/notifications/lib/notice-text.ts',
    ]) {
      expect(modules.has(file), file).toBe(true);
    }
    expect(modules.has('app/routes/account/login.tsx')).toBe(false);
    expect(modules.has('app/routes/auctions/public-auction-list.tsx')).toBe(false);
  });

  it('holds every key the home names, and every start of a key it builds', () => {
    const missing = [...modules].flatMap(([file, text]) =>
      keysOf(text)
        .filter((key) => !isHomeScreenText(key) || key === '')
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds the keys of a module as it writes them', () => {
    const text = [
      "t('home.title', 'Home')",
      'i18nKey="header.sign_in"',
      "title: ['public_auction.promoted_running', 'Running now'],",
      't(`auction.status_${status.toLowerCase()}`)',
      "[`lot.status_${s}`, 'Upcoming']",
      't(`${prefix}.x`)',
      "const parts = [`${name}=${value}`, 'Path=/'];",
    ].join('\n');
    expect(keysOf(text)).toEqual([
      'home.title',
      'header.sign_in',
      'public_auction.promoted_running',
      'auction.status_',
      '',
      'lot.status_',
    ]);
  });
});
