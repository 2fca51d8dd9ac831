/**
 * Uploads one file to the media store (POST /api/media, multipart field `file`, optional `alt`) with
 * progress: XMLHttpRequest, the one browser API that reports upload progress.
 */
import { HttpError } from 'ra-core';
import type { TokenStore } from './http.ts';

export interface MediaItem {
  name: string;
  url: string;
  type: string;
  size: number;
  width?: number | null;
  height?: number | null;
  alt?: unknown;
}

export function uploadMedia(
  file: File,
  { tokens, alt, onProgress, baseUrl = '' }: { tokens: TokenStore; alt?: string; onProgress?: (fraction: number) => void; baseUrl?: string },
): { done: Promise<MediaItem>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<MediaItem>((resolve, reject) => {
    const form = new FormData();
    if (alt) form.append('alt', alt);
    form.append('file', file);
    xhr.open('POST', `${baseUrl}/api/media`);
    const token = tokens.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { data?: MediaItem; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        body = { message: xhr.statusText };
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        onProgress?.(1);
        resolve(body.data);
      } else reject(new HttpError(body.message ?? xhr.statusText, xhr.status, body));
    };
    xhr.onerror = () => reject(new HttpError('console.error.network', 0, { message: 'console.error.network' }));
    xhr.onabort = () => reject(new HttpError('console.media.aborted', 0, { message: 'console.media.aborted' }));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
