// `npm run fuzz`: the route fuzz of the server suite (apps/server/src/test/fuzz), longer and with a random seed.
// It prints the seed first and again with a replay command when a property fails.
//   FUZZ_SEED   the seed (default: random)          FUZZ_RUNS  requests per operation (default 300; CI runs 60)
//   FUZZ_ROUTE  only operations whose `METHOD /url` contains this text
//   --pg        on a throw-away PostgreSQL cluster (scripts/test-pg.mjs) instead of the in-memory PGlite
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The three files of the fuzz (fuzz-1.test.ts … fuzz-3.test.ts), each a share of the operations.
const FILE = 'src/test/fuzz/fuzz-';
const pg = process.argv.includes('--pg');
const seed = process.env.FUZZ_SEED ?? String(crypto.randomInt(1, 2 ** 31 - 1));
const runs = process.env.FUZZ_RUNS ?? '300';
const route = process.env.FUZZ_ROUTE ?? '';

console.log(`route fuzz: seed ${seed}, ${runs} runs per operation${route ? `, operations matching '${route}'` : ''}`);
const [command, args] = pg
  ? ['node', [path.join(root, 'scripts/test-pg.mjs'), FILE]]
  : ['npx', ['vitest', 'run', '--project', 'server', FILE]];
const result = spawnSync(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_RUNS: runs },
});
const status = result.status ?? 1;
if (status !== 0) {
  console.error(
    `\nroute fuzz failed with seed ${seed}. Replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs}` +
      `${route ? ` FUZZ_ROUTE='${route}'` : ''} npm run fuzz${pg ? ' -- --pg' : ''}`,
  );
} else {
  console.log(`route fuzz passed with seed ${seed}`);
}
process.exit(status);
