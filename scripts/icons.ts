/**
 * `npx tsx scripts/icons.ts`: draws the pages' icons into renderer/public/ (copied to the root of
 * the build, where the host serves top-level files): favicon.ico (32 and 48 px PNGs inside),
 * apple-touch-icon.png (180 px). A pale crescent moon over the night sky, as in the forest.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PNG } from 'pngjs';

const OUT = resolve(import.meta.dirname, '../renderer/public');

function moon(size: number): Buffer {
  const png = new PNG({ width: size, height: size });
  const ss = 4; // supersampling for smooth edges
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let lit = 0;
      let inside = 0;
      for (let j = 0; j < ss; j++) {
        for (let i = 0; i < ss; i++) {
          const u = (x + (i + 0.5) / ss) / size - 0.5;
          const v = (y + (j + 0.5) / ss) / size - 0.5;
          const r = Math.hypot(u, v);
          // Rounded square background (the tile), corner radius 22 %.
          const q = Math.max(Math.abs(u), Math.abs(v));
          const cu = Math.max(Math.abs(u) - 0.28, 0);
          const cv = Math.max(Math.abs(v) - 0.28, 0);
          if (q <= 0.5 && Math.hypot(cu, cv) <= 0.22) inside += 1;
          // Crescent: a disc minus a shifted disc.
          if (r < 0.3 && Math.hypot(u - 0.13, v + 0.1) > 0.25) lit += 1;
        }
      }
      const n = ss * ss;
      const a = inside / n;
      const m = lit / n;
      const k = (y * size + x) * 4;
      // Sky #0b1a24 → moon #eef3f1.
      png.data[k] = Math.round(0x0b + (0xee - 0x0b) * m);
      png.data[k + 1] = Math.round(0x1a + (0xf3 - 0x1a) * m);
      png.data[k + 2] = Math.round(0x24 + (0xf1 - 0x24) * m);
      png.data[k + 3] = Math.round(255 * Math.max(a, m));
    }
  }
  return PNG.sync.write(png);
}

/** An .ico holding PNG images (supported by every current browser). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const head = Buffer.alloc(6 + 16 * images.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(images.length, 4);
  let offset = head.length;
  images.forEach((img, i) => {
    const e = 6 + 16 * i;
    head.writeUInt8(img.size >= 256 ? 0 : img.size, e);
    head.writeUInt8(img.size >= 256 ? 0 : img.size, e + 1);
    head.writeUInt16LE(1, e + 4);
    head.writeUInt16LE(32, e + 6);
    head.writeUInt32LE(img.data.length, e + 8);
    head.writeUInt32LE(offset, e + 12);
    offset += img.data.length;
  });
  return Buffer.concat([head, ...images.map((i) => i.data)]);
}

writeFileSync(resolve(OUT, 'favicon.ico'), ico([32, 48].map((size) => ({ size, data: moon(size) }))));
writeFileSync(resolve(OUT, 'apple-touch-icon.png'), moon(180));
console.log(`icons written to ${OUT}`);
