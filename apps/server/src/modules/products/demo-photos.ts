import zlib from 'node:zlib';

/** Small PNG pictures drawn in code for the demo products (no binary files in the repository). */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
