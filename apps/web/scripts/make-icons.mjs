// Draws the PWA icons (public/icons/*.png) from public/icon.svg. Run once after changing the SVG; the PNGs are
// committed. sharp is not a dependency of the app: install it in a scratch folder and run from there, e.g.
//   cd /tmp/icons && npm i sharp && node /path/to/apps/web/scripts/make-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharp = createRequire(join(process.cwd(), 'noop.js'))('sharp');

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${publicDir}icon.svg`);
mkdirSync(`${publicDir}icons`, { recursive: true });

// "any" icons: the rounded square as drawn. The maskable one and the apple-touch-icon fill the whole square with
// the blue (the platform rounds or masks it) and shrink the mark to 80 % so no mask cuts it.
async function fullBleed(size) {
  const mark = await sharp(svg, { density: 300 })
    .resize(Math.round(size * 0.8))
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#228be6' } }).composite([
    { input: mark, gravity: 'center' },
  ]);
}

await sharp(svg, { density: 300 }).resize(192).png().toFile(`${publicDir}icons/icon-192.png`);
await sharp(svg, { density: 300 }).resize(512).png().toFile(`${publicDir}icons/icon-512.png`);
await (await fullBleed(512)).png().toFile(`${publicDir}icons/icon-maskable-512.png`);
await (await fullBleed(180)).png().toFile(`${publicDir}icons/apple-touch-icon-180.png`);
