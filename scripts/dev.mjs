// `npm run dev`: the server with reload on change, and Vite's dev server (which proxies the API).
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'server', command: 'npm run dev -w apps/server', prefixColor: 'blue' },
    { name: 'web', command: 'npm run dev -w apps/web', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
