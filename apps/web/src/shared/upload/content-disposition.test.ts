import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 name', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="Fatur_ _.pdf"; filename*=UTF-8''Fatur%C3%AB%20%C4%8D.pdf`),
    ).toBe('Faturë č.pdf');
  });

  it('reads a plain name, quoted or not', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });

  it('answers null without a name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
  });
});
