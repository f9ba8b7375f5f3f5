import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** A seal file's path (loadConfig does not open it): production refuses to start without one. */
const SEALED = { SEAL_P12_PATH: '/etc/portal/seal.p12' };

describe('configuration', () => {
  it('listens on the loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses production with the demo accounts, with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/Refusing to start: NODE_ENV=production.*DEMO_SEED=0/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SEED: '1', DATABASE_URL: 'postgres://x/y' })).toThrow(
      /demo accounts/,
    );
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: '0', ...SEALED }).production).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', ...SEALED }).demoSeed).toBe(false);
    expect(loadConfig({}).production).toBe(false);
  });

  it("refuses production without the authority's seal (the demo seal is for demonstrations)", () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SEED: '0' })).toThrow(
      /Refusing to start: NODE_ENV=production without the authority's seal.*SEAL_P12_PATH/,
    );
    expect(loadConfig({ DEMO_SEED: '0' }).sealP12Path).toBeUndefined();
  });

  it("takes the test suites' password hashing only outside production", () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'test' })).not.toThrow();
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'low' })).toThrow(/PASSWORD_HASH_COST .*only be test, got low/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_SEED: '0', PASSWORD_HASH_COST: 'test', ...SEALED })).toThrow(
      /Refusing to start: NODE_ENV=production with PASSWORD_HASH_COST=test/,
    );
    expect(loadConfig({ NODE_ENV: 'production', DEMO_SEED: '0', PASSWORD_HASH_COST: '', ...SEALED }).production).toBe(
      true,
    );
  });

  it('the server exits with that message instead of starting', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-refusal-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../main.ts')], {
        cwd: path.resolve(import.meta.dirname, '../../../..'),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Refusing to start: NODE_ENV=production with the demo accounts');
      expect(run.stderr).not.toMatch(/at .*config\.ts/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
