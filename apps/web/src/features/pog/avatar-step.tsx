import { useEffect, useState } from 'react';
import type { PogMintStatus } from '@kp/contract/pog';
import type { avatarStatus } from '@kp/contract/pog-avatars';
import type { AvatarGenre } from '@kp/domain/pog';
import { charactersOf, stylesOf } from '@kp/domain/pog-avatars';
import type { z } from 'zod';
import { FormSkeleton } from '../../components/page-skeletons';
import { LoadFailed } from '../../components/load-failed';
import { ERROR_KEYS } from '../../lib/messages';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { GenrePicker, OptionPicker, VariantPicker } from './avatar-pickers';
import { ProgressBar } from './progress-bar';
import { generateAvatar, getAvatarDraft, getAvatarStatus, pogErrorText, saveAvatarStyle } from './pog-api';
import { characterLabel, styleLabel } from './pog-labels';
import { SelfieStep } from './selfie-step';

type Avatar = z.output<typeof avatarStatus>;

/** How often the avatar's generation is read while it runs. */
const AVATAR_POLL_MS = 1000;

/** The caller's latest avatar, read again every second while it is being generated. */
function useAvatar(isWatching: boolean) {
  const [avatar, setAvatar] = useState<Avatar | null>(null);
  useEffect(() => {
    if (!isWatching) return;
    let isOver = false;
    const read = async () => {
      const latest = await getAvatarStatus().catch(() => undefined);
      if (isOver || latest === undefined) return;
      setAvatar(latest);
      if (latest?.status === 'pending') timer = setTimeout(() => void read(), AVATAR_POLL_MS);
    };
    let timer = setTimeout(() => void read(), 0);
    return () => {
      isOver = true;
      clearTimeout(timer);
    };
  }, [isWatching]);
  return avatar;
}

/** Where a generation stands: its progress bar, the avatar once ready, "API Failure!" once failed. */
function Generation({ avatar, onDone }: { avatar: Avatar | null; onDone: () => void }) {
  const { t } = useTranslation();
  if (!avatar || avatar.status === 'pending')
    return (
      <div className="space-y-3">
        <p>{t('pog.avatar.generating')}</p>
        <ProgressBar label={t('pog.avatar.progressLabel')} percent={avatar?.progress ?? 0} />
      </div>
    );
  if (avatar.status === 'failed')
    return (
      <div className="space-y-3">
        <p role="alert" className={ERROR_CLASS}>
          {t(ERROR_KEYS.AVATAR_GENERATION_FAILED)}
        </p>
        <p className="text-slate-300">{t('pog.avatar.failedHint')}</p>
        <Button onClick={onDone}>{t('pog.avatar.tryAgain')}</Button>
      </div>
    );
  return (
    <div className="space-y-3 text-center">
      <p role="status" className="font-semibold text-success">
        {t('pog.avatar.ready')}
      </p>
      {avatar.imageUrl && (
        <img
          src={avatar.imageUrl}
          alt={t('pog.avatar.imageAlt')}
          width={256}
          height={256}
          className="mx-auto aspect-square w-64 max-w-full rounded-card"
        />
      )}
      <Button onClick={onDone}>{t('pog.avatar.continue')}</Button>
    </div>
  );
}

/** The genre, the character and the style (or a random look), saved for the next avatar. */
function StyleChooser({
  initial,
  onSaved,
}: {
  initial: { genre: AvatarGenre | null; characterId: string | null; styleId: string | null };
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(initial);
  const [variantId, setVariantId] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { genre, characterId, styleId } = choice;

  async function save() {
    if (!genre || !characterId || !styleId) return;
    setIsSaving(true);
    setError(null);
    try {
      await saveAvatarStyle(genre, characterId, styleId);
      onSaved();
    } catch (caught) {
      setError(pogErrorText(t, caught));
      setIsSaving(false);
    }
  }

  return (
    <div className="space-y-6">
      <GenrePicker
        selected={genre}
        onSelect={(next) => {
          if (next !== genre) setChoice({ genre: next, characterId: null, styleId: null });
        }}
      />
      {genre && (
        <>
          <OptionPicker
            legend={t('pog.avatar.character')}
            options={charactersOf(genre)}
            labelOf={(option) => characterLabel(t, option.id)}
            selected={characterId}
            onSelect={(id) => setChoice({ ...choice, characterId: id })}
          />
          <OptionPicker
            legend={t('pog.avatar.style')}
            options={stylesOf(genre)}
            labelOf={(option) => styleLabel(t, option.id)}
            selected={styleId}
            onSelect={(id) => setChoice({ ...choice, styleId: id })}
          />
          <VariantPicker
            genre={genre}
            selected={variantId}
            onSelect={(variant) => {
              setVariantId(variant.variantId);
              setChoice({ genre: variant.genre, characterId: variant.characterId, styleId: variant.styleId });
            }}
          />
        </>
      )}
      {error && (
        <p role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      )}
      <Button disabled={!genre || !characterId || !styleId} loading={isSaving} onClick={() => void save()}>
        {t('pog.avatar.saveStyle')}
      </Button>
    </div>
  );
}

/**
 * CREATE AVATAR in customize_pog: genre, character and style (saved), then the selfie, then the
 * spec's "generate avatar" modal following the job to the avatar. Where the status says the user is
 * (a page opened again mid-way shows the same step).
 */
export function AvatarStep({ status, onChange }: { status: PogMintStatus; onChange: () => void }) {
  const { t } = useTranslation();
  const draft = useLoad(`pog-draft:${status.avatarStep}`, getAvatarDraft);
  const [isChangingStyle, setIsChangingStyle] = useState(false);
  const [isGenerateOpen, setIsGenerateOpen] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const step = status.avatarStep;
  const avatar = useAvatar(isGenerateOpen || step === 'generating' || step === 'ready');

  if (draft.state.status === 'loading') return <FormSkeleton label={t('pog.loading')} />;
  if (draft.state.status === 'error')
    return <LoadFailed message={t('pog.loadFailed')} retryLabel={t('pog.retry')} onRetry={draft.retry} />;
  const saved = draft.state.data;

  async function generate() {
    setIsStarting(true);
    setGenerateError(null);
    try {
      await generateAvatar();
      setIsGenerateOpen(true);
    } catch (caught) {
      setGenerateError(pogErrorText(t, caught));
    } finally {
      setIsStarting(false);
    }
  }

  const closeGeneration = () => {
    setIsGenerateOpen(false);
    onChange();
  };
  const generationModal = isGenerateOpen && (
    <Modal title={t('pog.avatar.generateTitle')} onClose={closeGeneration}>
      <Generation avatar={avatar} onDone={closeGeneration} />
    </Modal>
  );

  if (step === 'generating' || step === 'ready')
    return (
      <>
        <Generation avatar={avatar} onDone={onChange} />
        {generationModal}
      </>
    );

  if (step !== 'selfie' || isChangingStyle)
    return (
      <StyleChooser
        initial={saved}
        onSaved={() => {
          setIsChangingStyle(false);
          onChange();
          draft.retry();
        }}
      />
    );

  return (
    <div className="space-y-6">
      <div className="card flex flex-wrap items-center justify-between gap-3 p-4">
        <p>
          {saved.genre && t(`pog.genres.${saved.genre}`)} ·{' '}
          {saved.characterId && characterLabel(t, saved.characterId)} ·{' '}
          {saved.styleId && styleLabel(t, saved.styleId)}
        </p>
        <Button variant="ghost" onClick={() => setIsChangingStyle(true)}>
          {t('pog.avatar.changeStyle')}
        </Button>
      </div>
      <SelfieStep hasSelfie={saved.hasSelfie} onSaved={draft.retry} />
      {generateError && (
        <p role="alert" className={ERROR_CLASS}>
          {generateError}
        </p>
      )}
      <Button disabled={!saved.hasSelfie} loading={isStarting} onClick={() => void generate()}>
        {t('pog.avatar.generate')}
      </Button>
      {generationModal}
    </div>
  );
}

/** CREATE AVATAR in quick_mint: a genre, and if wanted one of its random looks; drawn at the mint. */
export function QuickAvatar({
  pick,
  onPick,
  onContinue,
}: {
  pick: { genre: AvatarGenre; variantId?: string } | null;
  onPick: (pick: { genre: AvatarGenre; variantId?: string }) => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <p className="text-slate-300">{t('pog.avatar.quickIntro')}</p>
      <GenrePicker selected={pick?.genre ?? null} onSelect={(genre) => onPick({ genre })} />
      {pick && (
        <VariantPicker
          genre={pick.genre}
          selected={pick.variantId ?? null}
          onSelect={(variant) => onPick({ genre: variant.genre, variantId: variant.variantId })}
        />
      )}
      <Button disabled={!pick} onClick={onContinue}>
        {t('pog.avatar.continue')}
      </Button>
    </div>
  );
}
