import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFKitDocument from 'pdfkit';
import { lazyPackage } from '../lazy-package';

const require = createRequire(import.meta.url);

/** pdfkit, loaded with the first document. */
export const pdfKit = lazyPackage<typeof PDFKitDocument>('pdfkit');

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

/** pdfkit's font of a document (its class is not exported) around a font parsed by fontkit. */
type EmbeddedFontClass = new (doc: PDFKit.PDFDocument, font: object, id: string) => object;
type FontInternals = { _font: { font: object; constructor: EmbeddedFontClass } };
type DocumentInternals = { _fontFamilies: Record<string, object>; _fontCount: number };

const parsed = new Map<PdfFont, { font: object; Embedded: EmbeddedFontClass }>();

function parsedFont(name: PdfFont) {
  let entry = parsed.get(name);
  if (!entry) {
    // pdfkit parses a font where a document first uses it; a document that is never written does it for us.
    const PDFDocument = pdfKit();
    const probe = new PDFDocument({ autoFirstPage: false }).registerFont(name, fontBytes(name)).font(name);
    const embedded = (probe as unknown as FontInternals)._font;
    entry = { font: embedded.font, Embedded: embedded.constructor };
    parsed.set(name, entry);
  }
  return entry;
}

/**
 * Gives a document our fonts, their files parsed once per process. Registered the usual way, pdfkit parses a font's
 * file again for every document that uses it (its tables: most of the CPU of a short PDF), and it has no door for a
 * parsed font; so the document's font of each name is set up the way pdfkit would (its font of that name, with the
 * next id) around a font of its own that reads the parsed tables (fontkit keeps them in `_tables`, decoded once and
 * only read after). The document's font keeps its own glyphs (`_glyphs`), laid out and decoded from its own text as
 * before: a glyph knows the characters it was first reached from, and a glyph first reached inside another one
 * (E inside Ë) knows none, so glyphs shared between documents would lose characters in a later document's text.
 * Each document embeds its own subset of the glyphs it used, and only the faces it used.
 */
export function useParsedFonts(doc: PDFKit.PDFDocument): void {
  const internals = doc as unknown as DocumentInternals;
  const layouts = sharedLayouts();
  for (const name of Object.keys(PDF_FONTS) as PdfFont[]) {
    const { font, Embedded } = parsedFont(name);
    const own = Object.assign(Object.create(font) as object, { _glyphs: {} });
    const embedded = new Embedded(doc, own, `F${++internals._fontCount}`) as { layoutCache?: LayoutCache };
    embedded.layoutCache = layouts[name];
    internals._fontFamilies[name] = embedded;
  }
}

/** pdfkit's cache of a font's laid-out words: word → its glyphs, their positions and its width. */
type LayoutCache = Record<string, unknown>;
/** Documents that share one set of word caches before it is renewed: a bound on what the caches hold. */
const DOCUMENTS_PER_LAYOUT_CACHE = 200;
let layouts: { caches: Record<PdfFont, LayoutCache>; documents: number } | undefined;

/**
 * The words each font has laid out, shared by the documents of the process. pdfkit lays out (shapes) every word of a
 * text with fontkit to measure and write it, and caches the result per word for one document only; the documents of
 * a kind repeat their words (labels, headings, the authority's letterhead), and laying them out was a quarter of a
 * short PDF's time. A cached word holds glyphs laid out from that word's own text, so each knows its characters
 * (what the document's font takes for its text map); the glyphs the document embeds are still its own. Renewed every
 * DOCUMENTS_PER_LAYOUT_CACHE documents, so words of documents long written do not stay in memory.
 */
function sharedLayouts(): Record<PdfFont, LayoutCache> {
  if (!layouts || layouts.documents >= DOCUMENTS_PER_LAYOUT_CACHE) {
    const fresh = () => Object.create(null) as LayoutCache;
    layouts = { caches: { regular: fresh(), bold: fresh(), italic: fresh(), boldItalic: fresh() }, documents: 0 };
  }
  layouts.documents++;
  return layouts.caches;
}
