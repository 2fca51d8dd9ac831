// Signed previews: `?preview=<remote>@<version or manifest URL>&preview_expires=<unix s>&preview_sig=<sig>`.
// The signature is an HMAC-SHA256 with the environment's secret (RELEASE_PREVIEW_SECRET) over the
// environment, the preview and the expiry, so a link made for staging does not open production.
// Shared by the shell server (checks) and the release CLI (`pnpm release preview-url`, signs).
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedPreview {
  preview: string;
  /** Unix time in seconds after which the link no longer works. */
  expires: number;
}

/** The signature of one preview link for one environment (base64url HMAC-SHA256). */
export function previewSignature(secret: string, env: string, { preview, expires }: SignedPreview): string {
  return createHmac('sha256', secret).update(`${env}\n${preview}\n${expires}`).digest('base64url');
}

/** Whether a link's signature is this environment's and the link has not expired. */
export function checkPreviewSignature(secret: string, env: string, signed: SignedPreview, signature: string, now = Date.now()): boolean {
  if (!Number.isInteger(signed.expires) || signed.expires * 1000 < now) return false;
  const expected = Buffer.from(previewSignature(secret, env, signed));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
