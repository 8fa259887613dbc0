import type { ResponsiveImage } from '../dashboard-examples';

interface DashboardImageProps {
  image: ResponsiveImage;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser fetches 800 or 1600 px. */
  sizes: string;
  /** Lazy below the fold (the default); eager where the image is the first thing seen. */
  eager?: boolean;
  className?: string;
}

/**
 * A dashboard screenshot: both widths offered and its ratio reserved before it loads. No
 * decoding="async": in the cross-fading carousel it would let a slide fade in before its pixels.
 */
export function DashboardImage({ image, alt, sizes, eager = false, className }: DashboardImageProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
    />
  );
}
