import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { templateBytes, writeTemplateFailure } from './template-files';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-files-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the template’s files, written by another process', () => {
  it('waits for a file that appears later and reads it whole', async () => {
    const file = path.join(folder, 'later.tar');
    setTimeout(() => {
      fs.writeFileSync(`${file}.part`, 'the whole template');
      fs.renameSync(`${file}.part`, file);
    }, 150);
    expect((await templateBytes(file)).toString()).toBe('the whole template');
  });

  it('throws what the failed build said instead of waiting for a file that never comes', async () => {
    const own = fs.mkdtempSync(path.join(folder, 'failed-'));
    writeTemplateFailure(own, 'exit 1\nError: migration 0007 failed');
    await expect(templateBytes(path.join(own, 'pglite.tar'))).rejects.toThrow(
      /template failed: exit 1\nError: migration 0007 failed/,
    );
  });

  it('writes no failure into a folder already removed (the run is over)', () => {
    const gone = path.join(folder, 'gone');
    writeTemplateFailure(gone, 'exit null');
    expect(fs.existsSync(gone)).toBe(false);
  });
});
