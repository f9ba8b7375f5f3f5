import { loadConfig } from './platform/config';
import { buildApp } from './app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/users/seed';

const startedAt = performance.now();
const config = loadConfig();
const { app, seedResult } = await buildApp(config);
await app.listen({ port: config.port, host: config.host });

const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Portal ready on ${address} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}) in ${Math.round(performance.now() - startedAt)} ms`,
  `  API documentation: ${address}/data/rest/docs`,
];
if (seedResult.demo) {
  lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.username.padEnd(9)} ${account.description}`);
}
if (seedResult.generatedAdminPassword) {
  lines.push(
    `  Administrator created: admin / ${seedResult.generatedAdminPassword}  (shown once; change it after signing in)`,
  );
}
console.log(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
