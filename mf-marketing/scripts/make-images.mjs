// Renders the marketing squad's sample images (product heroes, blog covers, editors' portraits, promo
// banners, app screenshots) from SVG with sharp: no downloads. Run: node mf-marketing/scripts/make-images.mjs
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const sharp = createRequire(join(root, 'shell', 'package.json'))('sharp');
const out = join(root, 'content-service', 'sample-media', 'images', 'marketing');

const PALETTES = [['#0b3d91', '#1f6fd1'], ['#00695c', '#26a69a'], ['#6a1b9a', '#ab47bc'], ['#bf360c', '#ff7043'], ['#1b5e20', '#66bb6a'], ['#263238', '#607d8b'], ['#004d7a', '#00a8c5'], ['#8d2a00', '#f0a020'], ['#3e2723', '#a1887f'], ['#1a237e', '#7986cb']];

function scene(width, height, [a, b], label, seed) {
  const shapes = Array.from({ length: 7 }, (_, i) => {
    const x = ((seed * 97 + i * 173) % width);
    const y = ((seed * 53 + i * 131) % height);
    const r = 40 + ((seed + i * 37) % 120);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="${0.05 + (i % 3) * 0.04}"/>`;
  }).join('');
  const bars = Array.from({ length: 9 }, (_, i) => {
    const h = 30 + ((seed * 31 + i * 47) % 140);
    return `<rect x="${width * 0.55 + i * (width * 0.045)}" y="${height * 0.85 - h}" width="${width * 0.03}" height="${h}" rx="4" fill="#fff" fill-opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes}${bars}
  <text x="${width * 0.06}" y="${height * 0.2}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height * 0.07)}" fill="#fff" fill-opacity="0.85">${label}</text>
</svg>`;
}

function portrait(size, [a, b], initials) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="100%" height="100%" fill="${b}"/>
  <circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.2}" fill="${a}"/>
  <ellipse cx="${size / 2}" cy="${size * 0.95}" rx="${size * 0.36}" ry="${size * 0.3}" fill="${a}"/>
  <text x="${size / 2}" y="${size * 0.47}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size * 0.16}" fill="#fff">${initials}</text>
</svg>`;
}

function phone(width, height, [a, b], title, seed) {
  const rows = Array.from({ length: 8 }, (_, i) => `<rect x="40" y="${260 + i * 110}" width="${width - 80}" height="90" rx="14" fill="#fff" fill-opacity="${i % 2 ? 0.9 : 0.75}"/>
    <rect x="64" y="${285 + i * 110}" width="${120 + ((seed + i * 41) % 160)}" height="16" rx="8" fill="${a}"/>
    <rect x="64" y="${313 + i * 110}" width="${80 + ((seed * 3 + i * 29) % 120)}" height="12" rx="6" fill="${b}" fill-opacity="0.6"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" rx="48" fill="${a}"/><rect x="20" y="20" width="${width - 40}" height="${height - 40}" rx="36" fill="#f4f6fa"/>
  <rect x="20" y="20" width="${width - 40}" height="200" rx="36" fill="${b}"/>
  <text x="60" y="140" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#fff">${title}</text>${rows}
</svg>`;
}

async function render(svg, file, format = 'jpg') {
  mkdirSync(dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (format === 'png' ? image.png({ compressionLevel: 9, palette: true }) : image.jpeg({ quality: 72, mozjpeg: true })).toFile(file);
}

const offerings = ['stock', 'eba-retail', 'securities', 'mutual-fund', 'digital-facility', 'loss-insurances', 'mppe', 'priority-customer-gate', 'security-pawn', 'stock-account'];
for (const [i, slug] of offerings.entries()) await render(scene(1280, 640, PALETTES[i % PALETTES.length], '', i + 3), join(out, 'offerings', `${slug}.jpg`));
for (const [i, slug] of ['market', 'growth', 'coins', 'calendar', 'chart', 'city'].entries()) await render(scene(1024, 576, PALETTES[(i + 4) % PALETTES.length], '', i * 7 + 11), join(out, 'blog', `${slug}.jpg`));
for (const [i, slug] of ['fee', 'cashback', 'referral', 'fund', 'bond'].entries()) await render(scene(1024, 512, PALETTES[(i + 2) % PALETTES.length], '', i * 5 + 2), join(out, 'promo', `${slug}.jpg`));
const editors = { 'rina-kusuma': 'RK', 'andi-pratama': 'AP', 'sari-wulandari': 'SW', 'budi-santoso': 'BS' };
for (const [i, [slug, initials]] of Object.entries(editors).entries()) await render(portrait(320, PALETTES[(i + 6) % PALETTES.length], initials), join(out, 'editors', `${slug}.jpg`));
const people = { 'direktur-utama': 'DL', 'direktur-keuangan': 'AS', 'direktur-operasional': 'MP', 'komisaris-utama': 'HW' };
for (const [i, [slug, initials]] of Object.entries(people).entries()) await render(portrait(320, PALETTES[(i + 1) % PALETTES.length], initials), join(out, 'management', `${slug}.jpg`));
for (const i of [0, 1, 2]) await render(scene(1536, 640, PALETTES[[0, 3, 9][i]], '', i * 17 + 29), join(out, 'hero', `slide-${i + 1}.jpg`));
for (const [i, title] of ['Portofolio', 'Order', 'Riset'].entries()) await render(phone(540, 1080, PALETTES[i], title, i * 13 + 5), join(out, 'app', `screen-${i + 1}.jpg`));
console.log('images written to', out, '- now run: node_modules/.bin/tsx content-service/src/media/write-sample-manifest.ts');
