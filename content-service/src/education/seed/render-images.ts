/**
 * Renders the education sample images (events, video thumbnails, articles) from SVG with sharp into
 * content-service/sample-media/images/education/; the seed puts them in the media store (/media/<name>, resized
 * by the site's image optimiser at /_ipx/w_<width>/media/<name>).
 * Abstract art without words (one image serves both languages; the alt text names it). Run again after
 * adding seed content: `node_modules/.bin/tsx content-service/src/education/seed/render-images.ts`.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { SAMPLE_MEDIA_DIR, writeSampleManifest } from '../../media/sample.ts';
import { ARTICLES } from './articles.ts';
import { EVENTS } from './events.ts';
import { VIDEOS } from './videos.ts';

const OUT = join(SAMPLE_MEDIA_DIR, 'images/education');
// sharp is the content service's own dependency (media uploads).
const sharp = createRequire(import.meta.url)('sharp') as Sharp;

type Sharp = (input: Buffer) => { jpeg(options: object): { toFile(path: string): Promise<unknown> } };
const WIDTH = 960;
const HEIGHT = 540;

const PALETTES: Record<string, [string, string, string]> = {
  online: ['#0b3d91', '#1f6fd1', '#9cc3ff'],
  onsite: ['#0d5c4a', '#16967a', '#a6ead8'],
  'stock-basics': ['#123a7a', '#2b66c4', '#ffd166'],
  'mutual-fund': ['#4a2a7a', '#7b4fc4', '#f7c6ff'],
  'trading-platform': ['#0e4f5c', '#1a8ea3', '#b8f2ff'],
  'technical-analysis': ['#5c2a0e', '#c4621a', '#ffd9b8'],
  'financial-planning': ['#1f5c2a', '#3ea34f', '#d9ffb8'],
  'investing-basics': ['#1f3b5c', '#3a72b0', '#cfe3ff'],
  stocks: ['#123a7a', '#2b66c4', '#ffd166'],
  'mutual-funds': ['#4a2a7a', '#7b4fc4', '#f7c6ff'],
  bonds: ['#3a3a3a', '#707a8a', '#e3e8ef'],
  trading: ['#5c2a0e', '#c4621a', '#ffd9b8'],
};

/** A small deterministic pseudo-random sequence per slug, so each image differs and re-renders identically. */
function random(seed: string) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function chartLine(rand: () => number, color: string): string {
  const points: string[] = [];
  let y = HEIGHT * (0.55 + rand() * 0.2);
  for (let x = 0; x <= WIDTH; x += WIDTH / 16) {
    y = Math.min(HEIGHT * 0.85, Math.max(HEIGHT * 0.25, y + (rand() - 0.45) * 70));
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${color}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round" opacity="0.9"/>`;
}

function circles(rand: () => number, color: string): string {
  return Array.from({ length: 5 }, () => {
    const r = 40 + rand() * 140;
    return `<circle cx="${(rand() * WIDTH).toFixed(0)}" cy="${(rand() * HEIGHT).toFixed(0)}" r="${r.toFixed(0)}" fill="${color}" opacity="${(0.08 + rand() * 0.15).toFixed(2)}"/>`;
  }).join('');
}

function bars(rand: () => number, color: string): string {
  return Array.from({ length: 9 }, (_, i) => {
    const h = 60 + rand() * 260;
    return `<rect x="${90 + i * 88}" y="${(HEIGHT - 60 - h).toFixed(0)}" width="52" height="${h.toFixed(0)}" rx="8" fill="${color}" opacity="0.35"/>`;
  }).join('');
}

function lines(rand: () => number, color: string): string {
  return Array.from({ length: 6 }, (_, i) =>
    `<rect x="120" y="${150 + i * 52}" width="${(260 + rand() * 420).toFixed(0)}" height="18" rx="9" fill="${color}" opacity="0.45"/>`).join('');
}

function svg(slug: string, palette: [string, string, string], motif: 'chart' | 'bars' | 'lines'): string {
  const rand = random(slug);
  const [dark, mid, light] = palette;
  const art = motif === 'chart' ? chartLine(rand, light) : motif === 'bars' ? bars(rand, light) : lines(rand, light);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  ${circles(rand, light)}
  ${art}
  <text x="${WIDTH - 40}" y="${HEIGHT - 36}" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="34" fill="#ffffff" opacity="0.85">BRIDS</text>
</svg>`;
}

async function render(folder: string, slug: string, palette: [string, string, string], motif: 'chart' | 'bars' | 'lines') {
  mkdirSync(join(OUT, folder), { recursive: true });
  await sharp(Buffer.from(svg(slug, palette, motif)))
    .jpeg({ quality: 68, progressive: true, mozjpeg: true })
    .toFile(join(OUT, folder, `${slug}.jpg`));
}

for (const event of EVENTS) await render('events', event.slug, PALETTES[event.format]!, 'bars');
for (const video of VIDEOS) await render('videos', video.slug, PALETTES[video.category]!, 'chart');
for (const article of ARTICLES) await render('articles', article.slug, PALETTES[article.topic]!, 'lines');
console.log(`rendered ${EVENTS.length + VIDEOS.length + ARTICLES.length} images into ${OUT}; ${writeSampleManifest()} sample files in src/media/sample-media.json`);
