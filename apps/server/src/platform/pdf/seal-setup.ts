import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { DEMO_SEAL_PASSPHRASE, demoSealer, demoSealP12, p12Sealer, type Sealer } from './seal';

export type SealConfig = Pick<Config, 'sealP12Path' | 'sealP12Passphrase' | 'dataDir' | 'inMemory'>;

/** Where a data folder keeps its demo seal. */
export function demoSealPath(dataDir: string): string {
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
  return dataFolderDemoSealer(demoSealPath(config.dataDir));
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

/** The data folder's demo seal; a new one when there is none yet or it has expired. */
async function dataFolderDemoSealer(file: string): Promise<Sealer> {
  const kept = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (kept) {
    let sealer: Sealer;
    try {
      sealer = p12Sealer(kept, DEMO_SEAL_PASSPHRASE);
    } catch (error) {
      throw new Error(
        `The demo seal ${file} cannot be opened (${(error as Error).message}); delete it to get a new one`,
        {
          cause: error,
        },
      );
    }
    if (sealer.info.validTo.getTime() > Date.now()) return sealer;
  }
  const bytes = await demoSealP12();
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole or not at all: a start that stops half-way leaves no broken seal behind.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, bytes, { mode: 0o600 });
  await rename(partial, file);
  return p12Sealer(bytes, DEMO_SEAL_PASSPHRASE);
}
