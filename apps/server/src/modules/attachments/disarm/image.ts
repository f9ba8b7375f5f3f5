import type Sharp from 'sharp';
import type { Metadata } from 'sharp';
import { lazyPackage } from '../../../platform/lazy-package';
import { refuse } from './refusal';

// Images are decoded and encoded anew with sharp (libvips), in the same format: what is stored holds the pixels
// only. EXIF (with GPS positions and the camera), XMP, IPTC and the embedded colour profile are not written: the
// pixels are converted to sRGB, which a file without a profile means, and the EXIF orientation is applied to
// them. Bytes after the image's end, and anything that is not pixels, are gone. sharp works on libuv's thread
// pool, so the event loop only waits for the answer.

const loadSharp = lazyPackage<typeof Sharp>('sharp');
let uncached = false;
/** sharp, loaded with the first image. No cache of decoded files: each upload is read once, and a cached handle would
 * keep a removed temporary file. */
function sharp(...args: Parameters<typeof Sharp>): ReturnType<typeof Sharp> {
  const loaded = loadSharp();
  if (!uncached) {
    loaded.cache(false);
    uncached = true;
  }
  return loaded(...args);
}

/** Pixels an upload may decode to (all frames together), against decompression bombs: a 600 dpi A4 scan has 35 million. */
export const MAX_IMAGE_PIXELS = 100_000_000;

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff';

/** Decodes the image at `input` and writes it anew to `output`; refuses what does not decode as `kind`. */
export async function rebuildImage(kind: ImageKind, input: string, output: string): Promise<void> {
  // GIF and WebP animations and multi-page TIFF keep all their frames.
  const allFrames = kind === 'gif' || kind === 'webp' || kind === 'tiff';
  const open = () =>
    sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      sequentialRead: true,
      pages: allFrames ? -1 : 1,
    });
  let metadata: Metadata;
  try {
    metadata = await open().metadata();
  } catch (error) {
    refuse(`image: ${(error as Error).message}`);
  }
  if (metadata.format !== kind) refuse(`image: a ${metadata.format} named as ${kind}`);
  const frames = metadata.pages ?? 1;
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) * frames > MAX_IMAGE_PIXELS)
    refuse('image: too many pixels');
  const image = open().autoOrient();
  const encoded =
    kind === 'jpeg'
      ? image.jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
      : kind === 'png'
        ? image.png({ compressionLevel: 6, palette: metadata.isPalette === true })
        : kind === 'gif'
          ? image.gif()
          : kind === 'webp'
            ? image.webp({ quality: 90 })
            : image.tiff({ compression: 'lzw' });
  try {
    await encoded.toFile(output);
  } catch (error) {
    refuse(`image: ${(error as Error).message}`);
  }
}
