import { ArtImage } from '../../components/art-image';

/**
 * A voucher's picture as a square mark beside its name: the platform art's tile, or an operator's
 * upload cropped to the square. Its width and height are set, so nothing shifts as it loads;
 * nothing at all for a voucher without one.
 */
export function VoucherPicture({
  imageUrl,
  size,
  className = '',
}: {
  imageUrl: string | null;
  /** Its side in CSS pixels (the class gives the same size to the layout). */
  size: number;
  className?: string;
}) {
  if (!imageUrl) return null;
  return (
    <ArtImage
      src={imageUrl}
      width={size}
      height={size}
      className={`max-w-none shrink-0 rounded-lg bg-slate-800 object-cover ${className}`}
    />
  );
}
