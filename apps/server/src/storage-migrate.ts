// `npm run storage:migrate -w apps/server -- --to database` (or `--to filesystem`): copies the stored files of one
// store into the other, on the database main.ts would open (DATABASE_URL, or the embedded one in DATA_DIR). The
// source is left as it is; run it again after switching FILE_STORAGE to copy what arrived in between.
import { loadConfig, type Config } from './platform/config';

const USAGE = 'usage: npm run storage:migrate -w apps/server -- --to database|filesystem';

const args = process.argv.slice(2);
const at = args.indexOf('--to');
const to = at >= 0 ? args[at + 1] : undefined;
if (to !== 'database' && to !== 'filesystem') {
  console.error(USAGE);
  process.exit(2);
}

// FILE_STORAGE does not matter here: the direction is given.
let config: Config;
try {
  config = loadConfig({ ...process.env, FILE_STORAGE: undefined });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// The database and the stores load once the arguments and the configuration are known good.
const [{ openDatabase }, { copyStoredFiles }, { DatabaseStorage }, { createFileStorage }] = await Promise.all([
  import('./platform/db/database'),
  import('./platform/storage/copy-files'),
  import('./platform/storage/database-storage'),
  import('./platform/storage/file-system-storage'),
]);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const files = createFileStorage({ dataDir: config.dataDir, inMemory: false });
const rows = new DatabaseStorage(database.db);
const [from, target] = to === 'database' ? [files, rows] : [rows, files];
console.log(
  `Copying stored files ${to === 'database' ? `from ${files.root} to the database` : `from the database to ${files.root}`} ` +
    `(${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
);
const report = await copyStoredFiles(from, target, (key, outcome) => {
  if (outcome === 'copied') console.log(`  copied ${key}`);
}).finally(() => database.close());
for (const { key, reason } of report.failed) console.error(`  FAILED ${key}: ${reason}`);
console.log(`copied ${report.copied}, already there ${report.present}, failed ${report.failed.length}`);
process.exit(report.failed.length > 0 ? 1 : 0);
