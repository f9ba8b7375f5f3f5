import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineProject, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The test files (relative to the app) by how they run: in node, in a DOM, or on their own (a file that replaces
 * modules with `vi.mock` or the browser's globals with `vi.stubGlobal`).
 */
function testFiles() {
  const files = { node: [] as string[], dom: [] as string[], isolated: [] as string[] };
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(path.join(root, file), 'utf8');
        if (/vi\.mock\(|vi\.stubGlobal\('(document|window)'/.test(text)) files.isolated.push(file);
        else if (text.includes('@vitest-environment happy-dom')) files.dom.push(file);
        else files.node.push(file);
      }
    }
  };
  walk('src');
  return files;
}

const project = (name: string, include: string[], isolate: boolean) =>
  mergeConfig(
    viteConfig,
    defineProject({
      root,
      test: {
        name,
        environment: 'node',
        // A project always names its files (an empty list would mean every file).
        include: include.length ? include : ['(none)'],
        isolate,
        // Worker threads start faster than processes (each isolated file gets a new one).
        pool: 'threads',
        setupFiles: ['src/test/setup.ts'],
        // Component tests render Ant Design in happy-dom, which takes seconds on a busy machine.
        testTimeout: 30_000,
      },
    }),
  ) as TestProjectInlineConfiguration;

/**
 * The web app's tests as three projects. Unit tests of the pure logic (menu, access, API client) run in node;
 * component tests ask for a DOM with a `// @vitest-environment happy-dom` first line. The setup file adds the
 * DOM matchers and, in a DOM, what Ant Design needs of it; the `@/` alias comes from vite.config.
 * A worker imports React, Ant Design and the app's modules once and runs file after file in them (no isolation: a
 * third of the time). A file that mocks modules or stubs the document or window runs isolated: a module another file
 * already imported would not be its mock, and a module first loaded beside a stubbed document would be broken for
 * the next files. Node and DOM files are apart so that a worker's files share one kind of environment.
 */
export function webProjects(): TestProjectInlineConfiguration[] {
  const files = testFiles();
  return [
    project('web', files.node, false),
    project('web-dom', files.dom, false),
    project('web-isolated', files.isolated, true),
  ];
}
