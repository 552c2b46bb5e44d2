import { PROFILE_PICTURE_MAX_BYTES } from '@kp/domain/constants';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Profile } from '@kp/contract/users';
import { AppError } from '@kp/domain/errors';
import { IMAGE_UPLOAD_TYPES } from '@kp/domain/validation';
import { ERROR_KEYS } from '../../lib/messages';
import { openModal } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { ERROR_CLASS } from '../../ui/field';
import { showToast } from '../../ui/toast';
import { uploadProfilePicture } from './profile-api';
import { UserText } from '../../components/user-text';

type PictureError = 'IMAGE_NOT_JPEG' | 'tooLarge' | 'SOMETHING_WENT_WRONG' | 'SERVICE_UNAVAILABLE';

/** The picture, the username (with its update modal) and the first name, at the top of the profile. */
export function ProfileSummary({
  profile,
  onChange,
}: {
  profile: Profile;
  onChange: (next: Profile) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<PictureError | null>(null);
  // The picture just uploaded, shown from memory: the server's copy may be cached for minutes.
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    setError(null);
    // Spec section 5: JPEG only. The server checks the bytes too (and says 415 otherwise).
    if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return setError('IMAGE_NOT_JPEG');
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return setError('tooLarge');
    setIsUploading(true);
    try {
      const data = await uploadProfilePicture(file);
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
      previewRef.current = URL.createObjectURL(file);
      setPreview(previewRef.current);
      onChange(data);
      showToast(t('profile.pictureSaved'), 'success');
    } catch (caught) {
      const code = caught instanceof AppError ? caught.code : 'SOMETHING_WENT_WRONG';
      if (code === 'IMAGE_NOT_JPEG' || code === 'UNSUPPORTED_MEDIA_TYPE') setError('IMAGE_NOT_JPEG');
      else if (code === 'PAYLOAD_TOO_LARGE') setError('tooLarge');
      else setError(code === 'SERVICE_UNAVAILABLE' ? code : 'SOMETHING_WENT_WRONG');
    } finally {
      setIsUploading(false);
    }
  }

  const name = profile.username ?? profile.firstName ?? '?';
  const source = preview ?? (profile.hasPicture ? `/api/users/${profile.id}/picture` : null);
  const errorText = error === 'tooLarge' ? t('profile.pictureTooLarge') : error && t(ERROR_KEYS[error]);

  return (
    <Card
      as="section"
      aria-label={t('profile.summary')}
      className="flex flex-wrap items-center gap-4 p-4 sm:p-6"
    >
      {source ? (
        <img
          src={source}
          alt={t('profile.pictureAlt')}
          width="96"
          height="96"
          className="size-24 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-slate-700 text-3xl font-bold uppercase"
        >
          {name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 truncate text-xl font-semibold">
            <span className="sr-only">{t('profile.username')}: </span>
            <UserText>{profile.username ?? t('profile.noUsername')}</UserText>
          </p>
          <Button
            variant="secondary"
            aria-label={t('profile.editUsername')}
            onClick={() =>
              openModal('usernameUpdate', { username: profile.username ?? '', onSaved: onChange })
            }
          >
            {t('profile.edit')}
          </Button>
        </div>
        <div>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg"
            onChange={(event) => void upload(event)}
            disabled={isUploading}
            aria-describedby={error ? errorId : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            aria-busy={isUploading}
            className={buttonClass(
              { variant: 'secondary' },
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-focus',
            )}
          >
            {isUploading ? t('profile.pictureUploading') : t('profile.changePicture')}
          </label>
          <p className="mt-1 text-xs text-slate-400">{t('profile.pictureHint')}</p>
          {errorText && (
            <p id={errorId} role="alert" className={ERROR_CLASS}>
              {errorText}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
