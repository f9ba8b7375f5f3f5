import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import {
  DEMO_SEAL_PASSPHRASE,
  demoSealer,
  demoSealKey,
  p12SealKey,
  p12Sealer,
  pemSealKey,
  sealerOf,
  sealKeyPem,
  type SealKey,
  type Sealer,
} from './seal';

export type SealConfig = Pick<Config, 'sealP12Path' | 'sealP12Passphrase' | 'dataDir' | 'inMemory'>;

/**
 * Where a data folder keeps its demo seal: its key and certificate as PEM, which node:crypto reads without node-forge
 * (a PKCS#12 file took node-forge's loading and its key derivation, 0.1–0.2 s of every start).
 */
export function demoSealPath(dataDir: string): string {
  return path.join(dataDir, 'seal', 'demo-seal.pem');
}

/** Where earlier builds kept the demo seal: a PKCS#12 file, passphrase DEMO_SEAL_PASSPHRASE. */
export function earlierDemoSealPath(dataDir: string): string {
  return path.join(dataDir, 'seal', 'demo-seal.p12');
}

const loaded = new Map<string, Promise<Sealer>>();

/**
 * The seal this configuration issues documents with, loaded once per process: the PKCS#12 file of `SEAL_P12_PATH`
 * opened with `SEAL_P12_PASSPHRASE`, else the data folder's demo seal (made on the first start and kept), else (a
 * data folder in memory: tests) a demo seal made once per process. A configured file that cannot be read or opened,
 * or whose certificate has expired, rejects with a message for the operator: never a fallback to the demo seal.
 */
export function sealerFor(config: SealConfig): Promise<Sealer> {
  const key = config.sealP12Path
    ? `file:${config.sealP12Path}:${config.sealP12Passphrase ?? ''}`
    : config.inMemory
      ? 'memory'
      : `demo:${config.dataDir}`;
  let sealer = loaded.get(key);
  if (!sealer) {
    sealer = loadSealer(config);
    loaded.set(key, sealer);
    sealer.catch(() => loaded.delete(key));
  }
  return sealer;
}

/** The seal of this configuration, loaded (or, for a demo seal, made) anew: what a fresh start does. */
export async function loadSealer(config: SealConfig): Promise<Sealer> {
  if (config.sealP12Path) return configuredSealer(config.sealP12Path, config.sealP12Passphrase ?? '');
  if (config.inMemory) return demoSealer();
  return dataFolderDemoSealer(config.dataDir);
}

async function configuredSealer(file: string, passphrase: string): Promise<Sealer> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new Error(`SEAL_P12_PATH: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`, {
      cause: error,
    });
  }
  let sealer: Sealer;
  try {
    sealer = p12Sealer(bytes, passphrase);
  } catch (error) {
    throw new Error(
      `SEAL_P12_PATH: ${file} cannot be used as the seal: ${(error as Error).message}. Check SEAL_P12_PASSPHRASE.`,
      { cause: error },
    );
  }
  const { validFrom, validTo } = sealer.info;
  const now = Date.now();
  if (validTo.getTime() < now || validFrom.getTime() > now)
    throw new Error(
      `SEAL_P12_PATH: the certificate in ${file} is valid from ${validFrom.toISOString()} to ${validTo.toISOString()}, not now`,
    );
  return sealer;
}

/**
 * The data folder's demo seal; a new one when there is none yet or it has expired. A demo seal an earlier build kept
 * as PKCS#12 is kept on as PEM: documents it sealed still name the same certificate. The PKCS#12 file is removed once
 * the PEM is written, so the folder holds one demo seal.
 */
async function dataFolderDemoSealer(dataDir: string): Promise<Sealer> {
  const file = demoSealPath(dataDir);
  const earlier = earlierDemoSealPath(dataDir);
  const kept =
    (await keptDemoSeal(file, (bytes) => pemSealKey(bytes.toString('utf8')))) ??
    (await keptDemoSeal(earlier, (bytes) => p12SealKey(bytes, DEMO_SEAL_PASSPHRASE)));
  if (kept && kept.sealer.info.validTo.getTime() > Date.now()) {
    if (kept.file === earlier) {
      await writeWhole(file, sealKeyPem(kept.key));
      await rm(earlier, { force: true });
    }
    return kept.sealer;
  }
  const key = await demoSealKey();
  await writeWhole(file, sealKeyPem(key));
  await rm(earlier, { force: true });
  return sealerOf(key);
}

/** The demo seal kept in `file`, or null when there is no such file. */
async function keptDemoSeal(file: string, open: (bytes: Buffer) => SealKey) {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (!bytes) return null;
  try {
    const key = open(bytes);
    return { file, key, sealer: sealerOf(key) };
  } catch (error) {
    throw new Error(
      `The demo seal ${file} cannot be opened (${(error as Error).message}); delete it to get a new one`,
      {
        cause: error,
      },
    );
  }
}

/** Written whole or not at all, readable by its owner only: a start that stops half-way leaves no broken seal behind. */
async function writeWhole(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, text, { mode: 0o600 });
  await rename(partial, file);
}
