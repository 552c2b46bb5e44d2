import type { AvatarChoice, AvatarGeneratorName } from '@kp/domain/pog-avatars';
import type { FaceFeatures } from '../../modules/avatars/face-features';

/** What a generator is asked to draw. */
export type AvatarRequest = AvatarChoice & {
  /** Draws what the selfie does not decide; the same seed draws the same details. */
  seed: number;
  /** The selfie's features; null for an avatar made without a selfie (a random variant). */
  face: FaceFeatures | null;
  /** The selfie itself (JPEG), for a generator that works from the photo; null without one. */
  selfieJpeg: Buffer | null;
  /** Called as the work moves on, with a percentage (the status call shows it). */
  onProgress?: (percent: number) => Promise<void>;
};

/**
 * An avatar generator: draws the avatar and answers it as a square WebP (AVATAR_IMAGE_SIDE).
 * A failure throws; the generation job tries again, then says "API Failure!".
 */
export type AvatarGenerator = {
  name: AvatarGeneratorName;
  generate(request: AvatarRequest): Promise<Buffer>;
};
