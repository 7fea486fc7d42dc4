/**
 * Draws the site's icon set from the logo (shell/public/logo.svg): favicon.svg, favicon.ico
 * (16 and 32 px), apple-touch-icon.png and the web app manifest's 192 and 512 px icons. The
 * output is committed; run again when the logo changes: `npx tsx scripts/src/assets/make-icons.ts`.
 * Needs rsvg-convert (Debian package librsvg2-bin).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../local/compose';

const publicDir = path.join(REPO_ROOT, 'shell/public');
const logo = path.join(publicDir, 'logo.svg');

function png(size: number): Buffer {
  return execFileSync('rsvg-convert', ['--width', String(size), '--height', String(size), logo]);
}

/** An ICO file holding PNG images, as every browser since Vista reads them. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

copyFileSync(logo, path.join(publicDir, 'favicon.svg'));
writeFileSync(path.join(publicDir, 'favicon.ico'), ico([16, 32].map((size) => ({ size, data: png(size) }))));
for (const [file, size] of [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
] as const) {
  writeFileSync(path.join(publicDir, file), png(size));
}
console.log(`Icons written to ${publicDir} from ${path.basename(logo)} (${readFileSync(logo).length} bytes)`);
