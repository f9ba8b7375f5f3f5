import { fileURLToPath, URL } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit tests of the web app's pure logic (menu, access, API client); the `@/` alias comes from vite.config.
export default mergeConfig(
  viteConfig,
  defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
  }),
);
