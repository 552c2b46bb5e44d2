import { useEffect, useId, useState, type FormEvent } from 'react';
import { POG_NAME_LENGTH, pogNameSchema } from '@kp/domain/pog-mint';
import { ERROR_KEYS, fieldMessageKey } from '../../lib/messages';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS, HINT_CLASS, Input, LABEL_CLASS } from '../../ui/field';
import { checkPogName, codeOf, pogErrorText, reservePogName } from './pog-api';
import { isolate } from '../../components/user-text';

/** How long typing pauses before the name is checked. */
export const NAME_CHECK_DELAY_MS = 400;

type Availability = { name: string; isAvailable: boolean } | null;

/**
 * The POG name: the domain's rule said at once as it is typed ("Username must be between 5 and 12
 * characters", "Special characters are not allowed"), then whether it is free (asked once typing
 * pauses: "Username already taken!"), then reserved.
 */
export function NameStep({ current, onReserved }: { current: string | null; onReserved: () => void }) {
  const { t } = useTranslation();
  const ids = { input: useId(), hint: useId(), message: useId() };
  const [name, setName] = useState(current ?? '');
  const [availability, setAvailability] = useState<Availability>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = pogNameSchema.safeParse(name);
  const ruleMessage =
    name && !parsed.success ? t(fieldMessageKey(parsed.error.issues[0]?.message ?? '')) : null;
  const isOwn = current !== null && name.toLowerCase() === current.toLowerCase();
  const isChecked = availability?.name === name;

  useEffect(() => {
    if (!parsed.success || isOwn) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkPogName(name, controller.signal).then(setAvailability, () => {});
    }, NAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, parsed.success, isOwn]);

  async function reserve(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success || isOwn) return;
    setIsSaving(true);
    setError(null);
    try {
      await reservePogName(name);
      onReserved();
    } catch (caught) {
      if (codeOf(caught) === 'USERNAME_TAKEN') setAvailability({ name, isAvailable: false });
      else setError(pogErrorText(t, caught));
    } finally {
      setIsSaving(false);
    }
  }

  let message: { text: string; isError: boolean } | null = null;
  if (ruleMessage) message = { text: ruleMessage, isError: true };
  else if (isOwn) message = { text: t('pog.name.yours'), isError: false };
  else if (isChecked && !availability.isAvailable)
    message = { text: t(ERROR_KEYS.USERNAME_TAKEN), isError: true };
  else if (isChecked) message = { text: t('pog.name.available', { name: isolate(name) }), isError: false };
  else if (parsed.success) message = { text: t('pog.name.checking'), isError: false };

  return (
    <form onSubmit={(event) => void reserve(event)} className="space-y-4" noValidate>
      <p className="text-slate-300">{t('pog.name.intro')}</p>
      <div>
        <label htmlFor={ids.input} className={LABEL_CLASS}>
          {t('pog.name.label')}
        </label>
        <Input
          id={ids.input}
          value={name}
          onChange={(event) => setName(event.target.value.trim())}
          autoComplete="off"
          spellCheck={false}
          maxLength={POG_NAME_LENGTH.max + 8}
          aria-invalid={message?.isError || undefined}
          aria-describedby={`${ids.hint} ${ids.message}`}
        />
        <p id={ids.hint} className={HINT_CLASS}>
          {t('pog.name.hint', POG_NAME_LENGTH)}
        </p>
        <p
          id={ids.message}
          role={message?.isError ? 'alert' : 'status'}
          className={message?.isError ? ERROR_CLASS : 'mt-1 text-sm text-success'}
        >
          {message?.text}
        </p>
      </div>
      {error && (
        <p role="alert" className={ERROR_CLASS}>
          {error}
        </p>
      )}
      <Button
        type="submit"
        loading={isSaving}
        disabled={!parsed.success || isOwn || (isChecked && !availability.isAvailable)}
      >
        {current ? t('pog.name.change') : t('pog.name.reserve')}
      </Button>
    </form>
  );
}
