import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Field, Input } from '../../ui/field';
import { CountryPicker } from './country-picker';
import { fieldErrorKey } from './login-flow';
import type { LoginFlow } from './use-login-flow';

/** The sign-in's first step: the country and the number a code is sent to. */
export function PhoneStep({
  flow,
  formError,
  searchRef,
  phoneRef,
}: {
  flow: LoginFlow;
  formError: ReactNode;
  searchRef: Ref<HTMLInputElement>;
  phoneRef: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const ids = { phone: useId(), intro: useId() };
  const { phone, fieldError, isBusy } = flow;
  const phoneError = fieldErrorKey(fieldError, 'phone');
  return (
    <form noValidate onSubmit={phone.sendCode} aria-describedby={ids.intro} className="space-y-4">
      <p id={ids.intro} className="text-slate-300">
        {flow.isVerifying ? t('auth.verifyNumberIntro') : t('auth.intro')}
      </p>
      <CountryPicker value={phone.country} onChange={phone.setCountry} searchRef={searchRef} />
      <Field id={ids.phone} label={t('auth.phoneNumber')} error={phoneError && t(phoneError)}>
        {(control) => (
          <div className="flex items-stretch gap-2">
            <span
              aria-hidden="true"
              dir="ltr"
              className="flex items-center rounded-control bg-surface-overlay px-3 text-text"
            >
              {phone.country.dial_code}
            </span>
            <Input
              {...control}
              ref={phoneRef}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phone.number}
              onChange={(event) => phone.setNumber(event.target.value)}
              aria-invalid={fieldError?.field === 'phone'}
            />
          </div>
        )}
      </Field>
      {formError}
      <Button fullWidth type="submit" loading={isBusy}>
        {isBusy ? t('auth.sending') : t('auth.sendCode')}
      </Button>
    </form>
  );
}
