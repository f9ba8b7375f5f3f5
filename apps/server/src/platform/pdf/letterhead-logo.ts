import type Sharp from 'sharp';
import { lazyPackage } from '../lazy-package';

const sharp = lazyPackage<typeof Sharp>('sharp');

/** The side of the letterhead's logo square, in points. */
export const LOGO_SIZE = 54;
/** The letterhead logo's longest side in pixels: the square printed at 300 dpi (54 pt = 0.75 in = 225 px). */
export const LETTERHEAD_LOGO_PX = Math.ceil((LOGO_SIZE / 72) * 300);

let made: { key: string; logo: Promise<Buffer> } | undefined;

/**
 * The authority's logo as a letterhead prints it: on white, without an alpha channel, at most LETTERHEAD_LOGO_PX a
 * side, made once per process for each logo (`key`: its hash). pdfkit embeds an opaque PNG's compressed data as it
 * is, where a PNG with an alpha channel is inflated, split into colour and mask and deflated again for every document
 * (a quarter of a second of the demo's first start went there); the page behind the logo is white, so it looks the
 * same. A logo sharp cannot read stays as it was (the letterhead then leaves it out).
 */
export function letterheadLogo(png: Buffer, key: string): Promise<Buffer> {
  if (made?.key !== key) {
    const logo = sharp()(png)
      .flatten({ background: '#ffffff' })
      .resize(LETTERHEAD_LOGO_PX, LETTERHEAD_LOGO_PX, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 6 })
      .toBuffer()
      .catch(() => png);
    made = { key, logo };
  }
  return made.logo;
}
