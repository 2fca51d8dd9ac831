// Makes the site's link-preview images (no downloads): the default Open Graph image of pages without
// one of their own (1280 × 670, 1.91:1) and the square logo of the structured data, rendered from SVG
// with sharp. Run from the repository root: `node shell/scripts/og-images.mjs`; the results are committed.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const out = path.join(import.meta.dirname, '../public/images/og');
const BRAND = '#0b4fa3';
const FONT = "'DejaVu Sans', Arial, sans-serif";

const defaultImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="670" viewBox="0 0 1280 670">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b4fa3"/><stop offset="1" stop-color="#06306a"/>
    </linearGradient>
  </defs>
  <rect width="1280" height="670" fill="url(#bg)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3">
    <polyline points="0,560 160,520 300,540 440,450 580,480 720,380 860,410 1000,300 1140,330 1280,220"/>
    <polyline points="0,620 180,600 340,610 500,540 660,560 820,480 980,500 1140,420 1280,440"/>
  </g>
  <rect x="96" y="120" width="132" height="132" rx="24" fill="#ffffff"/>
  <text x="162" y="204" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" fill="${BRAND}">BRI</text>
  <text x="96" y="360" font-family="${FONT}" font-size="72" font-weight="700" fill="#ffffff">BRI Danareksa Sekuritas</text>
  <text x="96" y="430" font-family="${FONT}" font-size="34" fill="#dbe7f7">Saham · Reksa Dana · Riset · Edukasi</text>
  <text x="96" y="478" font-family="${FONT}" font-size="34" fill="#dbe7f7">Stocks · Mutual funds · Research · Education</text>
</svg>`;

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${BRAND}"/>
  <text x="256" y="300" text-anchor="middle" font-family="${FONT}" font-size="168" font-weight="700" fill="#ffffff">BRI</text>
  <text x="256" y="392" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="700" fill="#dbe7f7">DANAREKSA</text>
</svg>`;

await mkdir(out, { recursive: true });
await sharp(Buffer.from(defaultImage)).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(out, 'default.jpg'));
await sharp(Buffer.from(logo)).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, 'logo.png'));
console.log(`wrote ${path.relative(process.cwd(), out)}/default.jpg and logo.png`);
