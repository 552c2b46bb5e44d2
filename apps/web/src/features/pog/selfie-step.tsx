import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { AVATAR_SELFIE } from '@kp/domain/pog-avatars';
import { ERROR_KEYS } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { Button, buttonClass } from '../../ui/button';
import { ERROR_CLASS, HINT_CLASS } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { codeOf, pogErrorText, uploadSelfie } from './pog-api';

const JPEG = 'image/jpeg';

/** A frame of the camera as a JPEG, at most the side the server keeps. */
function captureJpeg(video: HTMLVideoElement): Promise<Blob | null> {
  const scale = Math.min(1, AVATAR_SELFIE.storedSide / Math.max(video.videoWidth, video.videoHeight, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, JPEG, 0.9));
}

/**
 * The spec's "create avatar" modal: the front camera, and a button that takes the picture as a
 * JPEG. No camera, or the camera refused: "Camera not found".
 */
function CameraModal({ onCapture, onClose }: { onCapture: (photo: Blob) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [isLive, setIsLive] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let isClosed = false;
    const notFound = () => setError(t(ERROR_KEYS.AVATAR_CAMERA_NOT_FOUND));
    const media = globalThis.navigator?.mediaDevices;
    if (!media?.getUserMedia) {
      notFound();
      return;
    }
    media.getUserMedia({ video: { facingMode: 'user' }, audio: false }).then(async (opened) => {
      stream = opened;
      if (isClosed || !video.current) return opened.getTracks().forEach((track) => track.stop());
      video.current.srcObject = opened;
      await video.current.play().catch(() => {});
      setIsLive(true);
    }, notFound);
    return () => {
      isClosed = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [t]);

  async function capture() {
    const photo = video.current ? await captureJpeg(video.current) : null;
    if (photo) onCapture(photo);
    else setError(t(ERROR_KEYS.AVATAR_CAMERA_NOT_FOUND));
  }

  return (
    <Modal title={t('pog.selfie.cameraTitle')} onClose={onClose}>
      <div className="space-y-4">
        {error ? (
          <p role="alert" className={ERROR_CLASS}>
            {error}
          </p>
        ) : (
          <p className="text-slate-300">{t('pog.selfie.cameraHint')}</p>
        )}
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('pog.selfie.cameraPreview')}
          className={`aspect-square w-full rounded-card bg-black object-cover ${error ? 'hidden' : ''}`}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('pog.close')}
          </Button>
          {!error && (
            <Button disabled={!isLive} onClick={() => void capture()}>
              {t('pog.selfie.capture')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}

/**
 * The selfie: a JPEG file (anything else refused here, before it is sent) or a picture from the
 * camera; the server looks for a face ("Face not detected" otherwise). `onSaved` once one is kept.
 */
export function SelfieStep({ hasSelfie, onSaved }: { hasSelfie: boolean; onSaved: () => void }) {
  const { t } = useTranslation();
  const ids = { input: useId(), hint: useId(), error: useId() };
  const [isCameraOpen, setIsCameraOpen] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(photo: Blob) {
    setError(null);
    if (photo.type !== JPEG) return setError(t(ERROR_KEYS.IMAGE_NOT_JPEG));
    if (photo.size > AVATAR_SELFIE.maxBytes) return setError(t('pog.selfie.tooLarge'));
    setIsUploading(true);
    try {
      await uploadSelfie(photo);
      onSaved();
    } catch (caught) {
      setError(
        codeOf(caught) === 'UNSUPPORTED_MEDIA_TYPE' ? t(ERROR_KEYS.IMAGE_NOT_JPEG) : pogErrorText(t, caught),
      );
    } finally {
      setIsUploading(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (file) void send(file);
  }

  return (
    <section aria-labelledby="pog-selfie-title" className="space-y-3">
      <h3 id="pog-selfie-title" className="font-semibold">
        {t('pog.selfie.title')}
      </h3>
      <p id={ids.hint} className={HINT_CLASS}>
        {hasSelfie ? t('pog.selfie.saved') : t('pog.selfie.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <input
          id={ids.input}
          type="file"
          accept={JPEG}
          onChange={choose}
          disabled={isUploading}
          aria-describedby={[ids.hint, error && ids.error].filter(Boolean).join(' ')}
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
          {isUploading ? t('pog.selfie.uploading') : t('pog.selfie.upload')}
        </label>
        <Button variant="secondary" disabled={isUploading} onClick={() => setIsCameraOpen(true)}>
          {t('pog.selfie.camera')}
        </Button>
      </div>
      {error && (
        <p id={ids.error} role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      )}
      {isCameraOpen && (
        <CameraModal
          onClose={() => setIsCameraOpen(false)}
          onCapture={(photo) => {
            setIsCameraOpen(false);
            void send(photo);
          }}
        />
      )}
    </section>
  );
}
