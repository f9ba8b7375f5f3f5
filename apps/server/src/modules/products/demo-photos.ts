import { rgbPng } from '../../platform/storage/sample-files';

/** Small PNG pictures drawn in code for the demo products (no binary files in the repository). */

export type Rgb = [number, number, number];
export type Shape = 'circle' | 'box' | 'stripes';

/**
 * A 240×160 picture: a vertical gradient between two colours with a light shape in the middle.
 * Gradients and flat shapes compress to a few kilobytes.
 */
export function demoPicture(top: Rgb, bottom: Rgb, shape: Shape): Buffer {
  const width = 240;
  const height = 160;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    const f = y / (height - 1);
    for (let x = 0; x < width; x++) {
      let color: Rgb = [0, 1, 2].map((i) => Math.round(top[i] + (bottom[i] - top[i]) * f)) as Rgb;
      const dx = x - width / 2;
      const dy = y - height / 2;
      const inside =
        shape === 'circle'
          ? dx * dx + dy * dy < 45 * 45
          : shape === 'box'
            ? Math.abs(dx) < 60 && Math.abs(dy) < 35
            : Math.abs(dy) < 50 && Math.floor((x + 1000) / 20) % 2 === 0;
      if (inside) color = [245, 245, 240];
      raw.set(color, row + 1 + x * 3);
    }
  }
  return rgbPng(width, height, raw);
}
