// Makes the research sample PDFs (one per report, sapa-mentari edition and IPO prospectus) under
// content-service/sample-media/files/ (the seed puts them in the media store). Run it after changing the seed data:
//   node_modules/.bin/tsx content-service/src/research/make-pdfs.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { SAMPLE_MEDIA_DIR, writeSampleManifest } from '../media/sample.ts';
import { actionSeeds, editionSeeds, reportSeeds, SAMPLE_NOTE } from './seed-data.ts';

// Standard PDF fonts are WinAnsi: keep the text to Latin-1.
const latin = (text: string) => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/[^\x20-\xff]/g, '');

async function pdf(title: string, lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(latin(title));
  doc.setAuthor('BRIDS Research (sample)');
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(latin(title), { x: 50, y: 780, size: 16, font: bold, color: rgb(0.04, 0.31, 0.64), maxWidth: 495 });
  let y = 740;
  for (const line of lines) {
    page.drawText(latin(line), { x: 50, y, size: 11, font, maxWidth: 495, lineHeight: 14 });
    y -= 14 * Math.max(1, Math.ceil(line.length / 85)) + 8;
  }
  page.drawText(latin(`${SAMPLE_NOTE.id} / ${SAMPLE_NOTE.en}`), { x: 50, y: 60, size: 8, font, maxWidth: 495, lineHeight: 10 });
  return doc.save({ useObjectStreams: true });
}

let written = 0;
async function write(path: string, title: string, lines: string[]) {
  const bytes = await pdf(title, lines);
  const file = join(SAMPLE_MEDIA_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  written += 1;
}

for (const folder of ['files/research', 'files/sapa-mentari']) {
  const dir = join(SAMPLE_MEDIA_DIR, folder);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.pdf')) rmSync(join(dir, name));
}
for (const r of reportSeeds()) {
  await write(`/files/research/${r.slug}.pdf`, r.title.en, [
    r.summary.id, r.summary.en, ...r.key_points.en.map((p) => `- ${p}`),
    r.rating ? `Rating (sample): ${r.rating}; target price Rp${r.target_price}; previous Rp${r.previous_target_price}` : '',
    `Analysts: ${r.analysts.map((a) => a.name).join(', ')}`,
  ].filter(Boolean));
}
for (const e of editionSeeds()) {
  await write(`/files/sapa-mentari/${e.slug}.pdf`, e.title.en, [
    e.market_summary.id, e.market_summary.en,
    ...e.picks.map((p) => `${p.action} ${p.ticker}: entry ${p.entry_low}-${p.entry_high}, target ${p.target_price}, stop loss ${p.stop_loss}`),
  ]);
}
for (const a of actionSeeds('2026-11-24').filter((x) => x.prospectus_url)) {
  await write(String(a.prospectus_url), `Prospektus ${a.issuer} (contoh)`, [`Prospectus of the fictitious ${a.issuer} (${a.ticker}).`]);
}
console.log(`${written} PDFs written; ${writeSampleManifest()} sample files in src/media/sample-media.json`);
