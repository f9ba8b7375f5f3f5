import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './file-name';

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['Raport përfundimtar.PDF', 'Raport përfundimtar.PDF'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['/abs/path/to/x.png', 'x.png'],
    ['a\u0000b\u001fc.txt', 'abc.txt'],
    ['line\r\nbreak.txt', 'line break.txt'],
    ['evil\u202Egnp.exe', 'evilgnp.exe'],
    ['...', 'file'],
    ['', 'file'],
    ['.pdf', 'pdf'],
    ['name.', 'name'],
    ['a.verylongextensionthatisnotone', 'a.verylongextensionthatisnotone'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('keeps the extension when it cuts a long name to 200 characters', () => {
    const name = sanitizeFileName(`${'x'.repeat(500)}.docx`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('x.docx')).toBe(true);
    // Cut by characters, never inside a surrogate pair.
    const emoji = sanitizeFileName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(emoji)).toHaveLength(200);
    expect(emoji.endsWith('😀.pdf')).toBe(true);
  });
});
