import { useState } from 'react';
import type { z } from 'zod';
import type { avatarVariant } from '@kp/contract/pog-avatars';
import { artUrl } from '@kp/domain/art';
import { AVATAR_GENRES, type AvatarGenre } from '@kp/domain/pog';
import type { AvatarOption } from '@kp/domain/pog-avatars';
import { genreArt } from '@kp/domain/pog-card';
import { ArtImage } from '../../components/art-image';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { pogErrorText, refreshVariants } from './pog-api';
import { characterLabel, styleLabel } from './pog-labels';

export type AvatarVariant = z.output<typeof avatarVariant>;

const CHOICE_CLASS =
  'card flex flex-col items-center gap-2 p-3 text-center font-semibold aria-pressed:border-primary aria-pressed:ring-2 aria-pressed:ring-primary hover:border-primary';

/** The six genres as cards with their art; the chosen one pressed. */
export function GenrePicker({
  selected,
  onSelect,
}: {
  selected: AvatarGenre | null;
  onSelect: (genre: AvatarGenre) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">{t('pog.avatar.genre')}</legend>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {AVATAR_GENRES.map((genre) => (
          <li key={genre}>
            <button
              type="button"
              aria-pressed={genre === selected}
              onClick={() => onSelect(genre)}
              className={`${CHOICE_CLASS} w-full`}
            >
              <ArtImage
                src={artUrl(genreArt(genre), 192, 'webp')}
                width={64}
                height={64}
                className="rounded-xl"
              />
              <span className="text-sm">{t(`pog.genres.${genre}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A row of choices (the characters or the styles of a genre), the chosen one pressed. */
export function OptionPicker({
  legend,
  options,
  labelOf,
  selected,
  onSelect,
}: {
  legend: string;
  options: readonly AvatarOption[];
  labelOf: (option: AvatarOption) => string;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">{legend}</legend>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              aria-pressed={option.id === selected}
              onClick={() => onSelect(option.id)}
              className="btn btn-sm btn-secondary aria-pressed:bg-primary aria-pressed:text-primary-contrast"
            >
              {labelOf(option)}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Random looks of a genre (the api draws them, with a preview each; a few refreshes a day, then
 * "Refresh limit reached"): picking one chooses its character and style.
 */
export function VariantPicker({
  genre,
  selected,
  onSelect,
}: {
  genre: AvatarGenre;
  selected: string | null;
  onSelect: (variant: AvatarVariant) => void;
}) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<{ variants: AvatarVariant[]; left: number } | null>(null);
  const [isDrawing, setIsDrawing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function draw() {
    setIsDrawing(true);
    setError(null);
    try {
      const answer = await refreshVariants(genre);
      setDrawn({ variants: answer.variants, left: answer.refreshesLeft });
    } catch (caught) {
      setError(pogErrorText(t, caught));
    } finally {
      setIsDrawing(false);
    }
  }

  const variants = drawn?.variants.filter((v) => v.genre === genre) ?? [];
  return (
    <section aria-labelledby="pog-variants-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="pog-variants-title" className="font-semibold">
          {t('pog.avatar.variantsTitle')}
        </h3>
        <Button variant="secondary" loading={isDrawing} onClick={() => void draw()}>
          {drawn ? t('pog.avatar.variantsRefresh') : t('pog.avatar.variantsShow')}
        </Button>
      </div>
      {drawn && (
        <p className="text-sm text-slate-300">{t('pog.avatar.refreshesLeft', { count: drawn.left })}</p>
      )}
      {error && (
        <p role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      )}
      {variants.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {variants.map((variant) => (
            <li key={variant.variantId}>
              <button
                type="button"
                aria-pressed={variant.variantId === selected}
                onClick={() => onSelect(variant)}
                className={`${CHOICE_CLASS} w-full`}
              >
                <img
                  src={variant.imageUrl}
                  alt=""
                  width={128}
                  height={128}
                  loading="lazy"
                  className="aspect-square w-full rounded-xl bg-surface-overlay object-cover"
                />
                <span className="text-sm">
                  {characterLabel(t, variant.characterId)} · {styleLabel(t, variant.styleId)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
