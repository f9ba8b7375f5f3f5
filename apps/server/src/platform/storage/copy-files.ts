import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { CopyableStorage } from './storage';

export type CopyReport = {
  /** Files written to the target and read back equal. */
  copied: number;
  /** Files the target already had (left as they are). */
  present: number;
  /** Files not copied, with the reason; the target keeps none of them. */
  failed: Array<{ key: string; reason: string }>;
};

async function digest(content: Readable): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  let size = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Copies every file of `from` that `to` lacks, under the same key (the attachment rows name it), and reads each copy
 * back to compare size and SHA-256 with what left the source. The source is only read. A second run copies nothing.
 */
export async function copyStoredFiles(
  from: CopyableStorage,
  to: CopyableStorage,
  onFile?: (key: string, outcome: 'copied' | 'present' | 'failed') => void,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, failed: [] };
  const inTarget = new Set<string>();
  for await (const key of to.keys()) inTarget.add(key);
  for await (const key of from.keys()) {
    if (inTarget.has(key)) {
      report.present++;
      onFile?.(key, 'present');
      continue;
    }
    let written = false;
    try {
      const source = crypto.createHash('sha256');
      let size = 0;
      const content = await from.open(key);
      async function* observed() {
        for await (const chunk of content as AsyncIterable<Buffer>) {
          source.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      }
      const stored = await to.putAt(key, observed());
      written = true;
      const sha256 = source.digest('hex');
      const readBack = await digest(await to.open(key));
      if (stored.size !== size || stored.sha256 !== sha256 || readBack.size !== size || readBack.sha256 !== sha256)
        throw new Error('the copy differs from the source (size or SHA-256)');
      report.copied++;
      onFile?.(key, 'copied');
    } catch (error) {
      if (written) await to.remove(key).catch(() => undefined);
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      onFile?.(key, 'failed');
    }
  }
  return report;
}
