import { defineConfig } from 'drizzle-kit';

// Each module and platform part owns its tables in a tables.ts; migrations are generated from all of them.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/*/tables.ts', './src/modules/*/tables.ts'],
  out: './migrations',
});
