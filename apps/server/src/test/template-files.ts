import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TemplateRows } from './template-rows';

/** Written into the template's folder when the process building it failed: what it said. */
const FAILURE = 'failed.txt';
/** Migrating and seeding take seconds; a busy machine may take many times as long. */
const WAIT_MS = 180_000;

export function writeTemplateFailure(folder: string, text: string): void {
  if (fs.existsSync(folder)) fs.writeFileSync(path.join(folder, FAILURE), text);
}

/**
 * A template's tar file (global-setup.ts), once the process building it has written it: each file appears whole. A
 * failed build is thrown here with its output, in every test file that needs the template.
 */
export async function templateBytes(file: string): Promise<Buffer> {
  const failure = path.join(path.dirname(file), FAILURE);
  const until = Date.now() + WAIT_MS;
  while (!fs.existsSync(file)) {
    if (fs.existsSync(failure)) {
      throw new Error(`building the test database's template failed: ${fs.readFileSync(failure, 'utf8')}`);
    }
    if (Date.now() > until) throw new Error(`the test database's template ${file} was not written in ${WAIT_MS} ms`);
    await sleep(50);
  }
  return fs.readFileSync(file);
}

/** A template's rows (template-rows.ts), written beside its tar before the tar appears: read once templateBytes has it. */
export const templateRowsFrom = (file: string): TemplateRows =>
  JSON.parse(fs.readFileSync(`${file}.json`, 'utf8')) as TemplateRows;
