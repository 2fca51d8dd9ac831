import sharp from 'sharp';
import { HttpError } from '../lib/errors.ts';
import type { MediaType } from './types.ts';

/** The largest image upload (bytes, before re-encoding). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The largest PDF upload. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
/** The most pixels an image may decode to (a small file can claim a huge canvas: a pixel bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The most bytes a request may send as its file (the larger of the two limits). */
export const MAX_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_PDF_BYTES);

export const ACCEPTED = 'JPEG, PNG, WebP, AVIF or GIF images and PDF documents';

/** What is stored of an upload: the bytes to keep, their type and, for images, their size in pixels. */
export interface Ingested {
  bytes: Buffer;
  type: MediaType;
  width: number | null;
  height: number | null;
}

const mb = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const unsupported = (what: string) => new HttpError(415, `${what} cannot be uploaded: only ${ACCEPTED} are accepted.`, { file: [`Only ${ACCEPTED} are accepted`] });
const tooLarge = (message: string) => new HttpError(413, message, { file: [message] });

/** Sharp's formats that are accepted, with the type they are stored as. */
const IMAGE_FORMATS: Record<string, MediaType> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', heif: 'image/avif' };

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * Checks an upload by its bytes (never by its name or the browser's type): a PDF by its `%PDF-` signature
 * and its size, an image by decoding it with sharp (libvips reads the format from the bytes) within the
 * size and pixel limits, re-encoded in its own format, turned upright and stripped of its metadata (EXIF,
 * GPS, XMP). SVG is refused (it can carry scripts); anything else is a 415. Throws an HttpError.
 */
export async function ingest(bytes: Buffer): Promise<Ingested> {
  if (bytes.length === 0) throw new HttpError(422, 'The file is empty.', { file: ['The file is empty'] });
  if (isPdf(bytes)) {
    if (bytes.length > MAX_PDF_BYTES) throw tooLarge(`The PDF is larger than ${mb(MAX_PDF_BYTES)}.`);
    return { bytes, type: 'application/pdf', width: null, height: null };
  }
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported('This file');
  }
  if (metadata.format === 'svg') throw unsupported('An SVG image (it can carry scripts)');
  const type = IMAGE_FORMATS[metadata.format];
  if (!type || (metadata.format === 'heif' && metadata.compression !== 'av1')) throw unsupported(`A ${metadata.format.toUpperCase()} file`);
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(`The image is larger than ${mb(MAX_IMAGE_BYTES)}.`);
  const width = metadata.width ?? 0;
  const height = (metadata.pageHeight ?? metadata.height ?? 0) * (metadata.pages ?? 1);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw tooLarge(`The image is ${width} × ${metadata.height} pixels: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, animated: type === 'image/gif', failOn: 'error' }).rotate();
    const encoded = type === 'image/jpeg' ? image.jpeg({ quality: 85, mozjpeg: true })
      : type === 'image/png' ? image.png({ compressionLevel: 9 })
        : type === 'image/webp' ? image.webp({ quality: 85 })
          : type === 'image/avif' ? image.avif({ quality: 60 })
            : image.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, type, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new HttpError(422, 'The image could not be read: it may be damaged.', { file: ['The image could not be read'] });
  }
}
