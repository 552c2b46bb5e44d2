import { useId, useState } from 'react';
import { chooseDevanagariDigits, hasDevanagariDigits, offersDevanagariDigits } from '../lib/digits';
import { useTranslation } from '../lib/use-translation';
import { showToast } from '../ui/toast';

/**
 * "Digits: 123 / १२३" under the language in the account menu, for a reader of Hindi, Marathi or
 * Nepali (lib/digits.ts). Each choice is written in its own digits, by Intl.
 */
export function DigitsChoice() {
  const { t, language } = useTranslation();
  const name = useId();
  const [isSaving, setIsSaving] = useState(false);
  if (!offersDevanagariDigits(language)) return null;
  const chosen = hasDevanagariDigits();
  const choices = [false, true].map((devanagari) => ({
    devanagari,
    sample: new Intl.NumberFormat(`${language}-u-nu-${devanagari ? 'deva' : 'latn'}`).format(123),
  }));
  const choose = async (devanagari: boolean) => {
    setIsSaving(true);
    try {
      await chooseDevanagariDigits(devanagari);
    } catch {
      showToast(t('error.chunkOffline'), 'error');
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <fieldset className="mt-2 flex items-center gap-1 text-sm" disabled={isSaving} aria-busy={isSaving}>
      <legend className="float-start me-auto text-slate-300">{t('account.digits')}</legend>
      {choices.map(({ devanagari, sample }) => (
        <label
          key={sample}
          className="flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 has-[:checked]:bg-surface-overlay"
        >
          <input
            type="radio"
            name={name}
            checked={chosen === devanagari}
            onChange={() => void choose(devanagari)}
          />
          <span className="tabular-nums">{sample}</span>
        </label>
      ))}
    </fieldset>
  );
}
