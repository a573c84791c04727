export interface PackImageProps {
  src: string | null;
  alt: string;
  /** In the first screenful: load at once (else when scrolled near). */
  eager?: boolean;
  /** The page's main picture (the hero's first slide): ask for it before other images. */
  priority?: boolean;
  className?: string;
}

/** Pack pictures are 4:3 (the seeded ones 400 × 300); the size is set so the page does not jump. */
export function PackImage({ src, alt, eager = false, priority = false, className = '' }: PackImageProps) {
  if (!src) return <div className={`${className} fs-pack-image--none`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
