import { ART_WIDTHS, artHeight, artSrcSet, artUrl, parseArtUrl } from '@kp/domain/art';

type ArtImageProps = {
  src: string;
  /** What the picture shows; empty when it only decorates (the card's title says what it is). */
  alt?: string;
  /** The widest the image is shown, in CSS pixels: the sizes offered go up to twice it. */
  width: number;
  /** Its height at that width; the platform art's shape gives it when left out. */
  height?: number;
  /** The `sizes` of the layout, when the image is narrower than `width` on some screens. */
  sizes?: string;
  className?: string;
  /** The first screen's main picture loads at once and first; the others when scrolled to. */
  isPriority?: boolean;
};

/**
 * A picture with its space reserved (width and height, so that nothing shifts as it loads). The
 * platform art (`/api/art/…`) comes as AVIF or WebP at the widths the screen needs; any other
 * image (an operator's upload, a game's own cover) as it is.
 */
export function ArtImage({
  src,
  alt = '',
  width,
  height,
  sizes,
  className,
  isPriority = false,
}: ArtImageProps) {
  const art = parseArtUrl(src);
  const loading = isPriority ? 'eager' : 'lazy';
  const fetchPriority = isPriority ? 'high' : 'auto';
  if (!art)
    return (
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    );
  const fallbackWidth = ART_WIDTHS.find((w) => w >= width) ?? 1280;
  const shownSizes = sizes ?? `${width}px`;
  return (
    <picture>
      <source type="image/avif" srcSet={artSrcSet(art, 'avif', width)} sizes={shownSizes} />
      <source type="image/webp" srcSet={artSrcSet(art, 'webp', width)} sizes={shownSizes} />
      <img
        src={artUrl(art, fallbackWidth, 'png')}
        alt={alt}
        width={width}
        height={height ?? artHeight(art.kind, width)}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
