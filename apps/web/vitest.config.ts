import { fileURLToPath, URL } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit tests of the web app's pure logic (menu, access, API client) run in node; component tests
// (`*.test.tsx`) ask for a DOM with a `// @vitest-environment jsdom` first line. The setup file adds
// the DOM matchers and, in a DOM, what Ant Design needs that jsdom lacks. The `@/` alias comes from vite.config.
export default mergeConfig(
  viteConfig,
  defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name: 'web',
      environment: 'node',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
      setupFiles: ['src/test/setup.ts'],
      // Component tests render Ant Design in jsdom, which takes seconds on a busy machine.
      testTimeout: 30_000,
    },
  }),
);
