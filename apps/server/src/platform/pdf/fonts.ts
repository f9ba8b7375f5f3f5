import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (package `dejavu-fonts-ttf`, free licence) covers Albanian (ë ç) and Serbian Latin
 * (č ć š ž đ). The files are resolved from the installed package, so they are there after `npm ci`
 * wherever the server runs (tsx from the sources, tests, `npm start`).
 */
export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
  boldItalic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf'),
} as const;

export type PdfFont = keyof typeof PDF_FONTS;

const loaded = new Map<PdfFont, Buffer>();

/** The font file's bytes, read once per process (every document embeds a subset of it). */
export function fontBytes(font: PdfFont): Buffer {
  let bytes = loaded.get(font);
  if (!bytes) {
    bytes = fs.readFileSync(PDF_FONTS[font]);
    loaded.set(font, bytes);
  }
  return bytes;
}

export function fontFor(style: { bold?: boolean; italic?: boolean }): PdfFont {
  if (style.bold) return style.italic ? 'boldItalic' : 'bold';
  return style.italic ? 'italic' : 'regular';
}
