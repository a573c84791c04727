import { VARIANT_WIDTHS } from '@api/integrations/storage/variant-widths';
import { useDocumentHead } from '../../ui/document-head';

export interface PackImageProps {
  src: string | null;
  alt: string;
  /** In the first screenful: load at once (else when scrolled near). */
  eager?: boolean;
  /** The page's main picture (the hero's first slide): ask for it before other images. */
  priority?: boolean;
  className?: string;
  /** Where the picture sits, for the width the browser should pick. */
  layout?: PackImageLayout;
}

export type PackImageLayout = 'hero' | 'card';

/**
 * How wide the picture is drawn, as measured in the built app (page content at most 1168 px wide,
 * 16 px each side below that). The hero's figure: the full width below 768 px, then the second of
 * two columns (1.1fr 1fr, 40 px apart): 328 px at 360, 331 at 768, 537 at 1280. The pack cards:
 * `minmax(270px, 1fr)` columns 20 px apart, 1 to 4 of them: 328 px at 360, 358 at 768, 277 at 1280.
 */
export const PACK_IMAGE_SIZES: Record<PackImageLayout, string> = {
  hero: '(min-width: 1200px) 538px, (min-width: 768px) calc((100vw - 72px) / 2.1), calc(100vw - 32px)',
  card: '(min-width: 1172px) 277px, (min-width: 882px) calc((100vw - 72px) / 3), (min-width: 592px) calc((100vw - 52px) / 2), calc(100vw - 32px)',
};

/** Our stored photos (jpg, png, webp) have resized variants; SVGs and other addresses do not. */
const RASTER = /^\/images\/[0-9a-f]{32}\.(jpg|png|webp)$/;

/** The `srcset` and `sizes` of a stored photo, or null for a picture served only as it is. */
export function responsiveImage(src: string, layout: PackImageLayout): { srcSet: string; sizes: string } | null {
  if (!RASTER.test(src)) return null;
  return { srcSet: VARIANT_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', '), sizes: PACK_IMAGE_SIZES[layout] };
}

/** Pack pictures are 4:3 (the seeded ones 400 × 300); the size is set so the page does not jump. */
export function PackImage({ src, alt, eager = false, priority = false, className = '', layout = 'card' }: PackImageProps) {
  const head = useDocumentHead();
  const responsive = src ? responsiveImage(src, layout) : null;
  // The first priority picture rendered on the server is preloaded from the document's head, with
  // the same candidates and sizes, so the browser preloads the variant the <img> will use.
  if (priority && src) head?.preload({ href: src, ...responsive });
  if (!src) return <div className={`${className} fs-pack-image--none`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      srcSet={responsive?.srcSet}
      sizes={responsive?.sizes}
      alt={alt}
      width={400}
      height={300}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
