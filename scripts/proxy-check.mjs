// `npm run proxy-check`: the per-address limits through the real nginx of `npm run cluster`, against a client that
// forges X-Forwarded-For (apps/server/bench/proxy-check.ts) on a throw-away PostgreSQL, removed after. Exits 1 naming
// every limit that moved; CI runs it.
import { runOnThrowawayCluster } from './cluster-run.mjs';

await runOnThrowawayCluster({
  prefix: 'portal-proxy-check-pg-',
  program: 'apps/server/bench/proxy-check.ts',
  env: (database) => ({ PROXY_CHECK_PG_URL: database.url }),
});
