import { fileExtension } from '@portal/contracts/attachments';

export const FILE_NAME_MAX_LENGTH = 200;

// C0/C1 controls, and the invisible marks that can make "evil‮fdp.exe" read as "evil.exe.pdf".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Characters that are not allowed in file names on common systems.
const RESERVED_CHARACTERS = /[<>:"|?*]/g;

/**
 * The name an uploaded file is stored and offered under: the last path part only, without
 * control or direction characters, at most 200 characters with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = (raw.normalize('NFC').split(/[/\\]/).pop() ?? '')
    .replace(/[\t\n\r\v\f]/g, ' ')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(RESERVED_CHARACTERS, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const extension = fileExtension(base);
  // Extensions longer than any allowed one are just part of the name.
  const suffix = extension && extension.length <= 16 ? base.slice(base.length - extension.length - 1) : '';
  const stem = base.slice(0, base.length - suffix.length).trim() || 'file';
  const room = FILE_NAME_MAX_LENGTH - suffix.length;
  // Cut by code points so a name never ends in half of a surrogate pair.
  const cut = Array.from(stem).slice(0, room).join('').trim();
  return `${cut || 'file'}${suffix}`;
}
