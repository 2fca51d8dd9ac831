import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { imageWidths, isExternalImage, isVectorImage, optimisedImageUrl, optimisedSrcSet, screenWidthFor } from './image-url.ts';
import './image.css';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'alt'> {
  /** A site path (`/images/…`) or an external URL (passed through unchanged). */
  src: string;
  /** Empty for a decorative image. */
  alt: string;
  /** Intrinsic size in CSS pixels: reserves the space (no layout shift) and bounds the candidates. */
  width: number;
  height: number;
  /** Defaults to the image's width, or the viewport on narrower screens. */
  sizes?: string;
  /** Above the fold (hero, logo): loads eagerly with high priority instead of lazily. */
  priority?: boolean;
  quality?: number;
}

type LoadState = 'isLoading' | 'isLoaded' | 'failed';

/**
 * An image through the image optimiser (spec §7, §9): WebP at the screen widths 320…1536 with
 * `srcset` and `sizes`, lazy unless `priority`, and the lazy-load classes isLoading then isLoaded.
 */
export function Image({ src, alt, width, height, sizes, priority = false, quality, className, onLoad, onError, ...rest }: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [state, setState] = useState<{ src: string; load: LoadState }>({ src, load: 'isLoading' });
  const load: LoadState = state.src === src ? state.load : 'isLoading';

  useEffect(() => {
    // An image from the cache may have finished before React attached its listener.
    const img = ref.current;
    if (img?.complete && img.naturalWidth > 0) setState({ src, load: 'isLoaded' });
  }, [src]);

  const raster = !isExternalImage(src) && !isVectorImage(src);
  const widths = raster ? imageWidths(width) : [];
  const url = raster
    ? optimisedImageUrl(src, { width: screenWidthFor(width), format: 'webp', ...(quality ? { quality } : {}) })
    : optimisedImageUrl(src);
  const classes = ['ui-image', load === 'failed' ? '' : load, className ?? ''].filter(Boolean).join(' ');

  return (
    <img
      {...rest}
      ref={ref}
      src={url}
      srcSet={raster ? optimisedSrcSet(src, widths, quality) : undefined}
      sizes={raster ? (sizes ?? `(max-width: ${width}px) 100vw, ${width}px`) : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={classes}
      onLoad={(event) => {
        setState({ src, load: 'isLoaded' });
        onLoad?.(event);
      }}
      onError={(event) => {
        setState({ src, load: 'failed' });
        onError?.(event);
      }}
    />
  );
}
