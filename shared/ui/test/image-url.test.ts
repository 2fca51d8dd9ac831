import { describe, expect, it } from 'vitest';
import { imageWidths, optimisedImageUrl } from '../src/image-url.ts';

describe('optimisedImageUrl', () => {
  it('writes ipx modifiers before the path', () => {
    expect(optimisedImageUrl('/images/partners/idx.svg', { width: 640, format: 'webp' })).toBe('/_ipx/w_640,f_webp/images/partners/idx.svg');
    expect(optimisedImageUrl('images/a.jpg', { width: 320, quality: 70 })).toBe('/_ipx/w_320,q_70/images/a.jpg');
    expect(optimisedImageUrl('/images/a.jpg')).toBe('/_ipx/_/images/a.jpg');
  });

  it('encodes spaces once', () => {
    expect(optimisedImageUrl('/images/my photo.jpg', { width: 320 })).toBe('/_ipx/w_320/images/my%20photo.jpg');
    expect(optimisedImageUrl('/images/my%20photo.jpg', { width: 320 })).toBe('/_ipx/w_320/images/my%20photo.jpg');
  });

  it('leaves external, protocol-relative and data URLs alone', () => {
    for (const src of ['https://x.test/a.jpg', 'http://x.test/a.jpg', '//x.test/a.jpg', 'data:image/png;base64,AAAA']) {
      expect(optimisedImageUrl(src, { width: 640 })).toBe(src);
    }
  });
});

describe('imageWidths', () => {
  it('covers twice the shown width with the spec\'s screen widths', () => {
    expect(imageWidths()).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(imageWidths(100)).toEqual([320]);
    expect(imageWidths(384)).toEqual([320, 640, 768]);
    expect(imageWidths(1280)).toEqual([320, 640, 768, 1024, 1280, 1536]);
  });
});
