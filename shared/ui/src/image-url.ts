/**
 * URLs of the image optimiser (ipx on the shell server). No React here: the shell server
 * imports the widths from this module too (`@brids/ui/image-url`).
 */

/** Screen widths the optimiser serves (spec §9): xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
const LARGEST_WIDTH = 1536;

/** Where the shell server mounts the optimiser. */
export const IMAGE_OPTIMISER_PREFIX = '/_ipx';

export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

export interface ImageUrlOptions {
  width?: number;
  format?: ImageFormat;
  /** 1 to 100. */
  quality?: number;
}

/** Absolute (http, https, protocol-relative), data and blob URLs are not ours to optimise. */
export function isExternalImage(src: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src);
}

/** SVGs are served as optimised SVG, at any size. */
export function isVectorImage(src: string): boolean {
  return /\.svg(?:[?#]|$)/i.test(src);
}

/** The smallest screen width that covers `width`, or the largest one. */
export function screenWidthFor(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? LARGEST_WIDTH;
}

/** Candidate widths for an image shown at most `width` CSS pixels wide (covering 2x screens); all without a width. */
export function imageWidths(width?: number): number[] {
  if (!width) return [...IMAGE_WIDTHS];
  const largest = screenWidthFor(2 * width);
  return IMAGE_WIDTHS.filter((w) => w <= largest);
}

/** `src` through the optimiser, in ipx's URL format: `/_ipx/w_640,f_webp/images/a.jpg`. External URLs pass unchanged. */
export function optimisedImageUrl(src: string, options: ImageUrlOptions = {}): string {
  if (isExternalImage(src)) return src;
  const modifiers = [
    options.width ? `w_${options.width}` : '',
    options.format ? `f_${options.format}` : '',
    options.quality ? `q_${options.quality}` : '',
  ].filter(Boolean);
  const path = src.startsWith('/') ? src : `/${src}`;
  const encoded = /%[0-9a-f]{2}/i.test(path) ? path : encodeURI(path);
  return `${IMAGE_OPTIMISER_PREFIX}/${modifiers.length > 0 ? modifiers.join(',') : '_'}${encoded}`;
}

/** A `srcset` over the candidate widths, in WebP. */
export function optimisedSrcSet(src: string, widths: number[], quality?: number): string {
  return widths
    .map((width) => `${optimisedImageUrl(src, { width, format: 'webp', ...(quality ? { quality } : {}) })} ${width}w`)
    .join(', ');
}
