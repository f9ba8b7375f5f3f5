import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import forge from 'node-forge';
import { DEMO_SEAL_NAME, DEMO_SEAL_PASSPHRASE, demoSealKey, sealerOf } from './seal';
import { demoSealPath, earlierDemoSealPath, loadSealer, sealerFor } from './seal-setup';

/** The OpenSSL-made seal of seal.test.ts (passphrase "test passphrase"). */
const OPENSSL_P12 = fileURLToPath(new URL('./test-seal.p12', import.meta.url));

describe('which seal the server issues documents with', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seal-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const config = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('makes a demo seal in a fresh data folder once, keeps it there and reuses it on the next start', async () => {
    const first = await loadSealer(config({}));
    expect(first.info).toMatchObject({ subject: DEMO_SEAL_NAME, demo: true });
    const file = demoSealPath(dataDir);
    expect(file).toBe(path.join(dataDir, 'seal', 'demo-seal.pem'));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const kept = fs.readFileSync(file);
    const next = await loadSealer(config({}));
    expect(next.info).toEqual(first.info);
    expect(fs.readFileSync(file).equals(kept)).toBe(true);
    // Within a process the seal is loaded once.
    expect(await sealerFor(config({}))).toBe(await sealerFor(config({})));
  });

  it('opens a kept demo seal without loading node-forge', () => {
    // The demo seal the first test kept, opened in a new process: this one has loaded node-forge for the tests above.
    const script = [
      "import { createRequire } from 'node:module';",
      "import { loadConfig } from './src/platform/config.ts';",
      "import { loadSealer } from './src/platform/pdf/seal-setup.ts';",
      `const sealer = await loadSealer(loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)} }));`,
      "const forge = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('/node-forge/'));",
      'console.log(JSON.stringify({ fingerprint: sealer.info.fingerprint, forge: forge.length }));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const seen = JSON.parse(run.stdout) as { fingerprint: string; forge: number };
    expect(seen.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(seen.forge).toBe(0);
  });

  it('keeps on the demo seal an earlier build kept as PKCS#12: the same certificate, now as PEM', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seal-earlier-'));
    try {
      const key = await demoSealKey();
      const p12 = forge.pkcs12.toPkcs12Asn1(
        forge.pki.privateKeyFromPem(key.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
        [forge.pki.certificateFromAsn1(forge.asn1.fromDer(key.certificate.toString('binary')))],
        DEMO_SEAL_PASSPHRASE,
        { algorithm: 'aes256' },
      );
      fs.mkdirSync(path.join(folder, 'seal'));
      fs.writeFileSync(earlierDemoSealPath(folder), Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'));
      const sealer = await loadSealer(loadConfig({ DATA_DIR: folder }));
      expect(sealer.info).toEqual(sealerOf(key).info);
      expect(fs.existsSync(earlierDemoSealPath(folder))).toBe(false);
      expect(fs.statSync(demoSealPath(folder)).mode & 0o777).toBe(0o600);
      expect((await loadSealer(loadConfig({ DATA_DIR: folder }))).info).toEqual(sealer.info);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('a data folder in memory (tests) gets one demo seal per process and writes nothing', async () => {
    const inMemory = { ...loadConfig({}), inMemory: true, dataDir: path.join(dataDir, 'unused') };
    const sealer = await sealerFor(inMemory);
    expect(sealer.info.demo).toBe(true);
    expect(await sealerFor(inMemory)).toBe(sealer);
    expect(fs.existsSync(inMemory.dataDir)).toBe(false);
  });

  it('seals with the configured PKCS#12 file and never falls back to the demo seal when it cannot be used', async () => {
    const configured = await loadSealer(config({ SEAL_P12_PATH: OPENSSL_P12, SEAL_P12_PASSPHRASE: 'test passphrase' }));
    expect(configured.info).toMatchObject({ subject: 'Test authority seal', demo: false });
    await expect(loadSealer(config({ SEAL_P12_PATH: OPENSSL_P12, SEAL_P12_PASSPHRASE: 'wrong' }))).rejects.toThrow(
      /SEAL_P12_PATH: .*test-seal\.p12 cannot be used as the seal: .*Check SEAL_P12_PASSPHRASE/,
    );
    await expect(loadSealer(config({ SEAL_P12_PATH: path.join(dataDir, 'missing.p12') }))).rejects.toThrow(
      /SEAL_P12_PATH: cannot read .*missing\.p12 \(ENOENT\)/,
    );
    // A relative path is the working folder's.
    expect(config({ SEAL_P12_PATH: 'seal.p12' }).sealP12Path).toBe(path.resolve('seal.p12'));
    expect(() => config({ SEAL_P12_PASSPHRASE: 'secret' })).toThrow(/SEAL_P12_PASSPHRASE is set without SEAL_P12_PATH/);
  });

  it('the server refuses to start with a seal it cannot open, saying why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../main.ts')], {
      cwd: path.resolve(import.meta.dirname, '../../../../..'),
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: '0',
        SEAL_P12_PATH: OPENSSL_P12,
        SEAL_P12_PASSPHRASE: 'wrong',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/SEAL_P12_PATH: .*test-seal\.p12 cannot be used as the seal/);
    expect(run.stderr).not.toMatch(/at .*seal-setup\.ts/);
    expect(run.stdout).not.toContain('Portal ready');
  });
});
