import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ERROR_CLASS, FIELD_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from '../../ui/form-styles';
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
  const { phone, fieldError, errorId, isBusy } = flow;
  const phoneError = fieldErrorKey(fieldError, 'phone');
  return (
    <form noValidate onSubmit={phone.sendCode} aria-describedby={ids.intro} className="space-y-4">
      <p id={ids.intro} className="text-slate-300">
        {flow.isVerifying ? t('auth.verifyNumberIntro') : t('auth.intro')}
      </p>
      <CountryPicker value={phone.country} onChange={phone.setCountry} searchRef={searchRef} />
      <div>
        <label htmlFor={ids.phone} className={LABEL_CLASS}>
          {t('auth.phoneNumber')}
        </label>
        <div className="flex items-stretch gap-2">
          <span
            aria-hidden="true"
            dir="ltr"
            className="flex items-center rounded-lg bg-slate-800 px-3 text-slate-200"
          >
            {phone.country.dial_code}
          </span>
          <input
            ref={phoneRef}
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={phone.number}
            onChange={(event) => phone.setNumber(event.target.value)}
            aria-invalid={fieldError?.field === 'phone'}
            aria-describedby={phoneError ? errorId : undefined}
            className={FIELD_CLASS}
          />
        </div>
        {phoneError && (
          <p id={errorId} className={ERROR_CLASS}>
            {t(phoneError)}
          </p>
        )}
      </div>
      {formError}
      <button type="submit" disabled={isBusy} aria-busy={isBusy} className={PRIMARY_BUTTON_CLASS}>
        {isBusy ? t('auth.sending') : t('auth.sendCode')}
      </button>
    </form>
  );
}
