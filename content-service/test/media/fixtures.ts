import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { Role } from '../../src/accounts/roles.ts';
import type { TestContext } from '../helpers.ts';
import { createAccount } from '../accounts/accounts.ts';
import { createActor } from '../editorial/actors.ts';

/**
 * An account holding `roles` (none: signed in, allowed nothing), made the way the CLI makes accounts
 * (test/accounts/accounts.ts): its bearer header and email.
 */
export async function actorWith(context: TestContext, roles: Role[]): Promise<{ authorization: string; email: string }> {
  const account = roles.length ? await createAccount(context.database.db, { roles }) : await createActor(context.database.db, null);
  return { authorization: `Bearer ${account.token}`, email: account.email };
}

/** A multipart/form-data body (as a browser's FormData sends it): the payload and its content type. */
export async function multipart(file: { bytes: Uint8Array; filename: string; type: string } | undefined, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** A photo as a phone makes it: JPEG with EXIF (camera, GPS-like comment). */
export const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhone', Model: 'Leaky 9', ImageDescription: 'taken at home, Jl. Rahasia 7' } })
    .toBuffer();

export const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 80, b: 160, alpha: 1 } } }).png().toBuffer();

/** A small valid PDF (header, one empty page, trailer). */
export function pdf(note = 'sample'): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Note (${note}) >>`];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG whose header claims `width` × `height` pixels (a few hundred bytes that would decode to gigabytes). */
export function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
}
