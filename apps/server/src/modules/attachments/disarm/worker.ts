import fs from 'node:fs/promises';
import type { WorkerCheck } from '../content-rules';
import { checkArchive, checkCompoundFile, checkOfficeOpenXml, checkOpenDocument } from './containers';
import { rebuildPdf } from './pdf';
import { ContentRefused, refuse } from './refusal';
import { isCfb, isZip, tailLooksLikeZip } from './signatures';
import { checkRtf, checkText } from './text';

// The worker threads' task (worker-entry.mjs loads it): one whole file read from the temporary folder, checked by
// the parser of its kind and, for a PDF, rebuilt into `output`. Parsing runs here, never on the event loop.

export type DisarmTask = { rule: WorkerCheck; input: string; output: string };
export type DisarmAnswer = { rebuilt: boolean } | { refused: string };

async function run({ rule, input, output }: DisarmTask): Promise<{ rebuilt: boolean }> {
  const data = await fs.readFile(input);
  switch (rule.check) {
    case 'pdf':
      await fs.writeFile(output, await rebuildPdf(data), { mode: 0o600 });
      return { rebuilt: true };
    case 'ooxml':
      if (!isZip(data)) refuse('office: not a ZIP package');
      checkOfficeOpenXml(data, rule.folder);
      break;
    case 'opendocument':
      if (!isZip(data)) refuse('opendocument: not a ZIP package');
      checkOpenDocument(data, rule.mimeType);
      break;
    case 'zip':
      if (!isZip(data)) refuse('zip: no local header at the start');
      checkArchive(data);
      break;
    case 'cfb':
      if (!isCfb(data)) refuse('cfb: no compound file signature');
      checkCompoundFile(data, 0, rule.main);
      break;
    case 'rtf':
      checkRtf(data);
      break;
    case 'text':
      checkText(data);
      if (tailLooksLikeZip(data)) refuse('text: ends as a ZIP archive');
      break;
  }
  return { rebuilt: false };
}

export default async function disarmInWorker(task: DisarmTask): Promise<DisarmAnswer> {
  try {
    return await run(task);
  } catch (error) {
    // Any failure of a parser on a file is a refusal of that file; only the reason crosses back.
    return { refused: error instanceof ContentRefused ? error.reason : `unreadable: ${(error as Error).message}` };
  }
}
