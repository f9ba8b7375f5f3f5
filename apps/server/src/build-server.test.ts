// The server's build bundles the plain JavaScript packages; a bundled package that reads its own location would find
// apps/server/dist there, so the build looks for such reads in what it wrote and refuses them (scripts/build-server.mjs).
// The real build is checked by start-under-load.test.ts, which builds the server; this checks the search itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a script of the repository in plain JavaScript, without types
import { ownLocationReads } from '../../../scripts/build-server.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-build-check-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const readsOf = ownLocationReads as (outdir: string) => string[];

describe("the server's build", () => {
  it("names each bundled package whose code reads its own location, and none of the sources' code", () => {
    fs.writeFileSync(
      path.join(folder, 'app-1.js'),
      [
        "import { createRequire as createRequireOfBundle } from 'node:module';",
        'const require = createRequireOfBundle(import.meta.url);',
        '',
        '// node_modules/plain/index.js',
        'var plain = () => 1;',
        '',
        '// node_modules/@scope/reads-dir/lib/util.js',
        '// @__NO_SIDE_EFFECTS__',
        'var data = fs.readFileSync(path.join(__dirname, "data.json"));',
        '',
        '// apps/server/src/platform/server-files.ts',
        'var here = new URL(".", import.meta.url);',
        '',
        '// node_modules/esm-reader/index.mjs',
        'var own = new URL("./table.bin", import.meta.url);',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(folder, 'chunk-2.js'), '// node_modules/file-name/index.js\nvar me = __filename;\n');
    fs.writeFileSync(path.join(folder, 'app-1.js.map'), '// node_modules/not-code/index.js\n__dirname\n');
    expect(readsOf(folder)).toEqual(['@scope/reads-dir', 'esm-reader', 'file-name']);
  });
});
