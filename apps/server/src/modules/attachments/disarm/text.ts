import { TextDecoder } from 'node:util';
import { refuse } from './refusal';
import { tailLooksLikeZip } from './signatures';

// Text kinds, read whole: plain text and CSV must be UTF-8 without control characters; RTF must be one group from
// `{\rtf` to its closing brace, with no embedded objects, raw binary or DDE fields.

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** txt / csv: valid UTF-8 (a byte order mark allowed), no control characters but tab, line breaks and form feed. */
export function checkText(data: Uint8Array): void {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    refuse('text: not UTF-8');
  }
  if (CONTROL_CHARACTERS.test(text)) refuse('text: control characters');
}

/** Control words of embedded objects (OLE, with their data), raw binary runs and data stores. */
const RTF_FORBIDDEN = new Set([
  'object', 'objdata', 'objemb', 'objlink', 'objautlink', 'objsub', 'objpub', 'objicemb', 'objhtml', 'objocx',
  'objclass', 'objupdate', 'bin', 'datastore', 'xmlopen', 'passwordhash',
]); // prettier-ignore

/** Field instructions that fetch or run something when the document opens. */
const RTF_FIELD_FORBIDDEN = new Set(['DDE', 'DDEAUTO', 'INCLUDETEXT', 'INCLUDEPICTURE', 'IMPORT', 'LINK']);

/** rtf: `{\rtf` … `}` with balanced groups, 7-bit text, no object, binary run or fetching field; white space after. */
export function checkRtf(data: Buffer): void {
  const text = data.toString('latin1');
  if (!text.startsWith('{\\rtf')) refuse('rtf: no {\\rtf header');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u00ff]/.test(text)) refuse('rtf: binary bytes');
  let depth = 0;
  let end = -1;
  for (let i = 0; i < text.length && end < 0; i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) end = i;
    } else if (c === '\\') {
      const word = /^[a-zA-Z]{1,32}/.exec(text.slice(i + 1, i + 34));
      if (word) {
        if (RTF_FORBIDDEN.has(word[0].toLowerCase())) refuse(`rtf: \\${word[0]}`);
        i += word[0].length;
      } else i++; // an escaped symbol: \\, \{, \}, \', …
    }
  }
  if (end < 0) refuse('rtf: the document group does not close');
  if (text.slice(end + 1).trim() !== '') refuse('rtf: bytes after the document');
  // The field's kind is the first word of its instruction, after any formatting (`{\*\fldinst {\rtlch HYPERLINK "…"}}`).
  for (const match of text.matchAll(/\\fldinst/g)) {
    const instruction = text.slice(match.index + 8, match.index + 512).replace(/\\[a-zA-Z]+-?\d* ?|[{}]|\\\*/g, ' ');
    const kind = /[A-Za-z]+/.exec(instruction)?.[0] ?? '';
    if (RTF_FIELD_FORBIDDEN.has(kind.toUpperCase())) refuse(`rtf: a ${kind} field`);
  }
  if (tailLooksLikeZip(data)) refuse('rtf: ends as a ZIP archive');
}
