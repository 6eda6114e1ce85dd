/**
 * Renders build/icon.svg into every icon file the installers use:
 *   build/icon.png                 1024×1024 (the macOS-grid tile with its shadow)
 *   build/icons/NxN.png            16…1024, Linux (electron-builder's icon set)
 *   build/icon.ico                 Windows, PNG-compressed entries 16…256 (full-bleed tile)
 *   build/icon.icns                macOS, PNG entries 16…1024 (incl. @2x)
 *
 *   npx tsx build/make-icons.ts
 *
 * Needs, only when run (the outputs are committed): headless Chromium for the SVG (best fidelity;
 * $CHROMIUM, chromium, chromium-browser or google-chrome) — ImageMagick's own SVG renderer is the
 * fallback — and ImageMagick `convert` for downscaling. The ICO and ICNS containers are written
 * here in plain TypeScript.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findBrowser } from '../tests/support/browser.js';

const BUILD = path.dirname(fileURLToPath(import.meta.url));
export const PNG_SIZES = [16, 32, 48, 64, 128, 256, 512, 1024] as const;
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;
/** ICNS element types holding PNG data, and their pixel size. */
export const ICNS_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024], // 512@2x
  ['ic11', 32], // 16@2x
  ['ic12', 64], // 32@2x
  ['ic13', 256], // 128@2x
  ['ic14', 512], // 256@2x
];

/** Width and height from a PNG's IHDR. */
export function pngSize(png: Buffer): { width: number; height: number } {
  const signature = '89504e470d0a1a0a';
  if (png.subarray(0, 8).toString('hex') !== signature || png.subarray(12, 16).toString('ascii') !== 'IHDR') {
    throw new Error('not a PNG');
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A Windows .ico whose entries are PNG images (supported since Windows Vista; required for 256). */
export function encodeIco(pngs: Buffer[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * pngs.length;
  for (const png of pngs) {
    const { width, height } = pngSize(png);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width >= 256 ? 0 : width, 0);
    entry.writeUInt8(height >= 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2); // palette colours
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...pngs]);
}

/** An Apple .icns made of PNG elements. */
export function encodeIcns(elements: Array<{ type: string; png: Buffer }>): Buffer {
  const chunks = elements.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 4, 'ascii');
    head.writeUInt32BE(8 + png.length, 4);
    return Buffer.concat([head, png]);
  });
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(8);
  head.write('icns', 0, 4, 'ascii');
  head.writeUInt32BE(8 + body.length, 4);
  return Buffer.concat([head, body]);
}

function findChromium(): string | null {
  return findBrowser()?.path ?? null;
}

/** Renders an SVG file to a 1024×1024 transparent PNG. */
function renderSvg(svgFile: string, pngFile: string): void {
  const chromium = findChromium();
  if (chromium) {
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        '--default-background-color=00000000',
        '--window-size=1024,1024',
        `--screenshot=${pngFile}`,
        pathToFileURL(svgFile).href,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
  } else {
    console.warn('make-icons: no Chromium found, using ImageMagick’s SVG renderer (gradients may be coarser)');
    execFileSync('convert', ['-background', 'none', '-density', '96', svgFile, '-resize', '1024x1024', pngFile]);
  }
  const { width, height } = pngSize(readFileSync(pngFile));
  if (width !== 1024 || height !== 1024) throw new Error(`rendered ${svgFile} at ${width}×${height}, expected 1024×1024`);
}

/** High-quality downscale, RGBA, no timestamps (so re-running gives identical files). */
function resize(source: string, size: number, target: string): Buffer {
  execFileSync('convert', [
    source,
    '-filter',
    'Lanczos',
    '-resize',
    `${size}x${size}`,
    '-strip',
    '-define',
    'png:exclude-chunks=date,time',
    `PNG32:${target}`,
  ]);
  return readFileSync(target);
}

/** The Windows variant: the same tile filling the whole square, without the drop shadow. */
export function fullBleedSvg(svg: string): string {
  return svg
    .replace(/<rect id="tile-shadow"[^>]*\/>\s*/, '')
    .replace('viewBox="0 0 1024 1024"', 'viewBox="100 100 824 824"');
}

export function makeIcons(buildDir: string = BUILD): void {
  const svgFile = path.join(buildDir, 'icon.svg');
  const work = mkdtempSync(path.join(tmpdir(), 'nightfall-icons-'));
  try {
    const master = path.join(work, 'master.png');
    renderSvg(svgFile, master);
    const bleedSvg = path.join(work, 'bleed.svg');
    writeFileSync(bleedSvg, fullBleedSvg(readFileSync(svgFile, 'utf8')));
    const bleed = path.join(work, 'bleed.png');
    renderSvg(bleedSvg, bleed);

    mkdirSync(path.join(buildDir, 'icons'), { recursive: true });
    const padded = new Map<number, Buffer>();
    for (const size of PNG_SIZES) {
      padded.set(size, resize(master, size, path.join(buildDir, 'icons', `${size}x${size}.png`)));
    }
    writeFileSync(path.join(buildDir, 'icon.png'), padded.get(1024)!);

    const ico = ICO_SIZES.map((size) => resize(bleed, size, path.join(work, `ico-${size}.png`)));
    writeFileSync(path.join(buildDir, 'icon.ico'), encodeIco(ico));

    const icns = ICNS_TYPES.map(([type, size]) => ({ type, png: padded.get(size) ?? resize(master, size, path.join(work, `icns-${size}.png`)) }));
    writeFileSync(path.join(buildDir, 'icon.icns'), encodeIcns(icns));
    console.log(`make-icons: wrote icon.png, icons/{${PNG_SIZES.join(',')}}, icon.ico, icon.icns in ${buildDir}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const invoked = process.argv[1] ? path.resolve(process.argv[1]) : '';
const self = fileURLToPath(import.meta.url);
if (process.platform === 'win32' ? invoked.toLowerCase() === self.toLowerCase() : invoked === self) makeIcons();
