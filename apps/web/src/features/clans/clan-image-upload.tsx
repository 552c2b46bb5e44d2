import { useId, useState, type ChangeEvent } from 'react';
import type { ClanImagePage, ClanImageType } from '@kp/domain/clans';
import { PROFILE_PICTURE_MAX_BYTES } from '@kp/domain/constants';
import { IMAGE_UPLOAD_TYPES } from '@kp/domain/validation';
import { ERROR_KEYS } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { buttonClass } from '../../ui/button';
import { ERROR_CLASS, HINT_CLASS } from '../../ui/field';
import { clanErrorText, codeOf } from './clan-errors';
import { uploadClanImage } from './clans-api';

/** The largest image the api takes (its body limit for an image, as for a profile picture). */
const MAX_BYTES = PROFILE_PICTURE_MAX_BYTES;

export type UploadedClanImage = { imageId: string; url: string };

/**
 * A logo or banner upload: a file button that takes JPEG only (spec section 5; a file of another
 * type is refused here with the api's words, before anything is sent), sends it at once and tells
 * `onUploaded` its id and URL. The server checks the bytes again and re-encodes the image.
 */
export function ClanImageUpload({
  page,
  imageType,
  label,
  hint,
  onUploaded,
  describedBy,
}: {
  page: ClanImagePage;
  imageType: ClanImageType;
  label: string;
  hint?: string;
  onUploaded: (image: UploadedClanImage) => void;
  /** The id of a message (the field's own error) the button is also described by. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const ids = { input: useId(), error: useId(), hint: useId() };
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    setError(null);
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type))
      return setError(t(ERROR_KEYS.IMAGE_NOT_JPEG));
    if (file.size > MAX_BYTES) return setError(t('clans.imageTooLarge'));
    setIsUploading(true);
    try {
      const image = await uploadClanImage(page, imageType, file);
      onUploaded({ imageId: image.imageId, url: image.url });
    } catch (caught) {
      const code = codeOf(caught);
      if (code === 'UNSUPPORTED_MEDIA_TYPE') setError(t(ERROR_KEYS.IMAGE_NOT_JPEG));
      else if (code === 'PAYLOAD_TOO_LARGE') setError(t('clans.imageTooLarge'));
      else setError(clanErrorText(t, caught));
    } finally {
      setIsUploading(false);
    }
  }

  const describedByIds = [hint && ids.hint, error && ids.error, describedBy].filter(Boolean).join(' ');
  return (
    <div>
      <input
        id={ids.input}
        type="file"
        accept="image/jpeg"
        onChange={(event) => void upload(event)}
        disabled={isUploading}
        aria-describedby={describedByIds || undefined}
        className="peer sr-only"
      />
      <label
        htmlFor={ids.input}
        aria-busy={isUploading}
        className={buttonClass(
          { variant: 'secondary' },
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-focus',
        )}
      >
        {isUploading ? t('clans.uploading') : label}
      </label>
      {hint && (
        <p id={ids.hint} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      )}
    </div>
  );
}
