import { loadConfig, type Config } from './platform/config';
import type { SealInfo } from './platform/pdf/seal';
import { pgliteFolder, startTemplateCopy } from './platform/db/template-copy';
import { databaseTemplateFolder } from './platform/server-files';
import { startStep } from './platform/start-timing';

function refuseToStart(message: string): never {
  console.error(`\n  ${message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart((error as Error).message);
}
// A new data folder's database is copied from the build's template in a worker thread while the modules load.
if (!config.databaseUrl && !config.inMemory) startTemplateCopy(databaseTemplateFolder(), pgliteFolder(config.dataDir));
// The app's modules load while the seal is opened (or a demo seal made); the start is refused, with the reason, when
// a configured seal cannot be opened.
const modules = Promise.all([import('./app'), import('./demo-cases'), import('./modules/accounts')]);
modules.catch(() => undefined);
const { demoSealPath, sealerFor } = await import('./platform/pdf/seal-setup');
const { warmDocumentThread } = await import('./platform/pdf/document-thread');
let seal: SealInfo;
try {
  seal = (await sealerFor(config)).info;
} catch (error) {
  refuseToStart((error as Error).message);
}
const [{ buildApp, warmFileChecks }, { seedDemoCases }, { accountsWithDemoPassword, DEMO_ACCOUNTS, DEMO_PASSWORD }] =
  await modules;
// The thread that checks uploaded files loads beside the rest of the start.
warmFileChecks();
const { app, platform, seedResult } = await buildApp(config);
if (config.production) {
  // A database seeded for a demonstration may not go live with the published password.
  const demo = await accountsWithDemoPassword(platform.db);
  if (demo.length > 0) {
    await app.close();
    refuseToStart(
      `Refusing to start: NODE_ENV=production and these accounts still have the published demo password: ${demo.join(', ')}. Change their passwords (or remove the accounts) first.`,
    );
  }
}
// A fresh demo database gets living portal cases, made through the API as the demo accounts.
if (seedResult.demo && config.demoFiles) await seedDemoCases(app, platform.db, DEMO_PASSWORD);
startStep('demo cases');
await app.listen({ port: config.port, host: config.host });
// A document thread loads pdfkit and the fonts once the portal answers (ADR 0117): beside the start, on two cores, it
// slowed the start by taking the core the database's opening ran on.
warmDocumentThread();

// The address to open: localhost when listening on the loopback or on every interface.
const shownHost = ['127.0.0.1', '0.0.0.0', '::', '::1'].includes(config.host) ? 'localhost' : config.host;
const address = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${config.port}`;
const lines = [
  '',
  // Counted from the process's start (Node's performance.now()), module loading included.
  `  Portal ready in ${Math.round(performance.now())} ms on ${address} (listening on ${config.host}; ${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
  `  API documentation: ${address}/data/rest/docs`,
  seal.demo
    ? `  Documents are sealed with a DEMO seal (self-signed, not valid for legal use${config.inMemory ? '' : `, kept in ${demoSealPath(config.dataDir)}`}); set SEAL_P12_PATH and SEAL_P12_PASSPHRASE for the authority's seal`
    : `  Documents are sealed by ${[seal.subject, seal.organization].filter(Boolean).join(', ')} (certificate valid until ${seal.validTo.toISOString().slice(0, 10)})`,
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
if (seedResult.unkeyedUsernames) {
  lines.push(
    `  Accounts no sign-in reaches: ${seedResult.unkeyedUsernames.join(', ')} (each is another spelling of an older account's username; rename or delete them)`,
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
