import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { CODE_PURPOSES, CodeChallenge, SessionUser } from '@kp/contract/auth';
import type { Profile } from '@kp/contract/users';
import { isOneTimeCode, ONE_TIME_CODE_LENGTH, PROFILE_SUCCESS_MODAL_CLOSE_MS } from '@kp/domain/constants';
import { COUNTRIES, type Country } from '@kp/domain/countries';
import { AppError, type ErrorCode } from '@kp/domain/errors';
import { REGIONS, type Region } from '@kp/domain/locations';
import {
  afterFailedAttempt,
  decideLoginOverlay,
  LOGIN_ATTEMPTS_STORAGE_KEY,
  parseStoredNumber,
} from '@kp/domain/login-overlay';
import { normalizePath } from '@kp/domain/paths';
import { isValidPhoneNumber, toWaId } from '@kp/domain/phone';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { call } from '../../lib/api-client';
import { browserLocation } from '../../lib/browser-location';
import type { ModalProps } from '../../lib/modals';
import { getSession, signIn, updateUser } from '../../lib/session';
import { storage } from '../../lib/storage';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { Modal } from '../../ui/modal';
import { showToast } from '../../ui/toast';
import { CountryPicker } from './country-picker';
import { OtherSignIn } from './other-sign-in';
import {
  ERROR_CLASS,
  FIELD_CLASS,
  LABEL_CLASS,
  PRIMARY_BUTTON_CLASS,
  SECONDARY_BUTTON_CLASS,
} from '../../ui/form-styles';
import { ERROR_KEYS, type WordedError } from '../../lib/messages';

/** The failures that count as a failed attempt (spec section 4): the next waits 3 minutes. */
const FAILED_ATTEMPT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'TOO_MANY_ATTEMPTS',
]);

/**
 * Spec section 2, behaviour after login, for a registered user who verifies a phone on these
 * routes (signing in, or verifying a number on the account): on the profile, the verified-phone
 * title, then close and reload; on the clan chief application, the modal closes and the page's
 * chief phone field takes the verified number (the form starts from the session's number, which
 * `signIn` or `updateUser` has just set). Elsewhere, a welcome, or a toast for a verified number.
 */
const AFTER_PHONE_VERIFIED: Readonly<Record<string, 'verified-title' | 'fill-chief-phone'>> = {
  '/profile': 'verified-title',
  '/clan-chief': 'fill-chief-phone',
};

/**
 * The phone flow types this modal runs (spec section 4, one code mechanism): `login` signs in
 * (or up) with a number; `verify_phone` ("verify user number") puts a number on the signed-in
 * account, which has none (Google, Telegram) or is changing it.
 */
export type PhoneFlow = Extract<(typeof CODE_PURPOSES)[number], 'login' | 'verify_phone'>;

export type LoginModalProps = {
  flow?: PhoneFlow;
  /** Told of the account once a number is verified on it (the `verify_phone` flow). */
  onVerified?: (profile: Profile) => void;
};

type Step =
  | { name: 'phone' }
  | { name: 'code'; challenge: CodeChallenge }
  | { name: 'failed' }
  | { name: 'phone-verified' };
type FieldError = {
  field: 'phone' | 'code' | 'form';
  error: WordedError | 'validMobileNumber' | 'enterCode';
};

// The country's alpha-2 code when the phone metadata knows it, else its calling code
// (Netherlands Antilles, gone from ISO 3166-1, is known only by +599).
function waIdOf(country: Country, phoneNumber: string): string | null {
  return toWaId(country.code, phoneNumber) ?? toWaId(country.dial_code, phoneNumber);
}

function isValidFor(country: Country, phoneNumber: string): boolean {
  return (
    phoneNumber.trim() !== '' &&
    (isValidPhoneNumber(phoneNumber, country.code) || isValidPhoneNumber(phoneNumber, country.dial_code))
  );
}

function regionOf(country: Country): Region {
  return (REGIONS as readonly string[]).includes(country.code) ? (country.code as Region) : 'Others';
}

function readRetryState() {
  return {
    retryAfter: parseStoredNumber(storage.get(STORAGE_KEYS.retryLoginAfter)),
    attempts: parseStoredNumber(storage.get(LOGIN_ATTEMPTS_STORAGE_KEY)) ?? 0,
  };
}

function clearRetryState() {
  storage.remove(STORAGE_KEYS.retryLoginAfter);
  storage.remove(LOGIN_ATTEMPTS_STORAGE_KEY);
}

// `now` is whole seconds behind the clock by up to one: rounding down, a countdown never shows
// more than it started from, and never 0 while it still runs.
const secondsUntil = (time: number, now: number) => Math.max(1, Math.floor((time - now) / 1000));

// A phone number kept on one line and left to right, in right-to-left sentences too.
const asOneLtrWord = (text: string) => `\u2066${text.replaceAll(' ', '\u00a0')}\u2069`;

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The session's part of a profile. */
function sessionUserOf(profile: Profile): SessionUser {
  const { id, phoneNumber, email, username, firstName, role, isRegistered } = profile;
  return { id, phoneNumber, email, username, firstName, role, isRegistered };
}

/**
 * Sign-in (the modal named `login`): by phone, a number then the one-time code sent to it; or
 * with Google or Telegram when the installation offers them. Follows the login overlay rules: a
 * signed-in user is sent home instead, and after a failed attempt the next one waits until the
 * stored retry time. On the profile page a verified number says so, then the page reloads; on the
 * clan chief application it fills the chief phone field (AFTER_PHONE_VERIFIED).
 *
 * Opened with `flow: 'verify_phone'` by a signed-in user, the same phone step verifies a number
 * for their account instead of signing in (same picker, code entry, resend and waiting state),
 * with the same behaviours after it. Signed out, that flow is a sign-in.
 */
export default function LoginModal({ onClose, props }: ModalProps<LoginModalProps>) {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const now = useNow();
  const [opening] = useState(() => {
    const stored = readRetryState();
    const isSignedIn = getSession().status === 'signed-in';
    const isVerifying = props.flow === 'verify_phone' && isSignedIn;
    return {
      ...stored,
      isVerifying,
      decision: decideLoginOverlay({
        now: Date.now(),
        ...stored,
        // The overlay's redirect is for signing in again; verifying a number needs the session.
        hasSession: isSignedIn && !isVerifying,
      }),
    };
  });
  const { isVerifying } = opening;
  const [retryAfter, setRetryAfter] = useState(opening.decision.tooManyAttempts ? opening.retryAfter : null);
  const [lastFailure, setLastFailure] = useState<WordedError | null>(null);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [country, setCountry] = useState<Country>(COUNTRIES[0]!);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const waitRef = useRef<HTMLDivElement>(null);
  const ids = { phone: useId(), code: useId(), error: useId(), intro: useId() };
  const isWaiting = retryAfter !== null && now < retryAfter;
  const isRedirect = opening.decision.show === 'redirect';

  useEffect(() => {
    if (opening.decision.clear) clearRetryState();
  }, [opening]);

  useEffect(() => {
    if (!isRedirect) return;
    onClose();
    navigate('/');
  }, [isRedirect, onClose, navigate]);

  // Spec section 2: on the profile route, the verified-phone title, then close and reload.
  const isPhoneVerified = step.name === 'phone-verified';
  const closeAndReload = useEffectEvent(() => {
    onClose();
    browserLocation.reload();
  });
  useEffect(() => {
    if (!isPhoneVerified) return;
    const timer = setTimeout(() => closeAndReload(), PROFILE_SUCCESS_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isPhoneVerified]);

  // The first field of each step takes the focus; while waiting, the message does.
  useEffect(() => {
    if (isWaiting) waitRef.current?.focus();
    else (step.name === 'code' ? codeRef : firstFieldRef).current?.focus();
  }, [step.name, isWaiting]);

  if (isRedirect) return null;

  function fail(error: unknown) {
    const errorCode: ErrorCode = error instanceof AppError ? error.code : 'SOMETHING_WENT_WRONG';
    if (FAILED_ATTEMPT_CODES.has(errorCode)) {
      const next = afterFailedAttempt(Date.now(), readRetryState().attempts);
      storage.set(STORAGE_KEYS.retryLoginAfter, String(next.retryAfter));
      storage.set(LOGIN_ATTEMPTS_STORAGE_KEY, String(next.attempts));
      setRetryAfter(next.retryAfter);
      setLastFailure(errorCode as WordedError);
      setStep({ name: 'phone' });
      setCode('');
      setFieldError(null);
    } else if (errorCode === 'INVALID_PHONE_NUMBER') {
      setFieldError({ field: 'phone', error: 'validMobileNumber' });
    } else if (errorCode === 'PHONE_ALREADY_EXISTS') {
      // At the request or, taken by another account meanwhile, at the code: another number then.
      setStep({ name: 'phone' });
      setCode('');
      setFieldError({ field: 'form', error: errorCode });
    } else if (errorCode === 'SERVICE_UNAVAILABLE') {
      setFieldError({ field: 'form', error: errorCode });
    } else if (errorCode === 'OTP_RESEND_TOO_SOON') {
      setFieldError({ field: 'code', error: errorCode });
    } else {
      setStep({ name: 'failed' });
    }
  }

  async function run(action: () => Promise<void>) {
    setIsBusy(true);
    setFieldError(null);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      fail(error);
    } finally {
      setIsBusy(false);
    }
  }

  function startOver() {
    // A passed retry time is cleared with its counters (the overlay rules), then the form is back.
    const stored = readRetryState();
    if (decideLoginOverlay({ now: Date.now(), ...stored, hasSession: false }).clear) clearRetryState();
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    const waId = isValidFor(country, phoneNumber) ? waIdOf(country, phoneNumber) : null;
    if (!waId) {
      setFieldError({ field: 'phone', error: 'validMobileNumber' });
      phoneRef.current?.focus();
      return;
    }
    startOver();
    void run(async () => {
      const { data } = isVerifying
        ? await call('requestPhoneCode', { body: { phone_number: `+${waId}` } })
        : await call('startPhoneLogin', {
            query: { source: 'website', region: regionOf(country) },
            body: { waId, platform: 'browser', hostname: location.hostname },
          });
      setCode('');
      setStep({ name: 'code', challenge: data });
    });
  }

  function verify(event: FormEvent, challenge: CodeChallenge) {
    event.preventDefault();
    if (!isOneTimeCode(code)) {
      setFieldError({ field: 'code', error: 'enterCode' });
      codeRef.current?.focus();
      return;
    }
    void run(async () => {
      const body = { challengeId: challenge.challengeId, code };
      if (isVerifying) {
        const { data } = await call('verifyPhone', { body });
        clearRetryState();
        updateUser(sessionUserOf(data));
        props.onVerified?.(data);
        afterPhoneVerified(() => {
          onClose();
          showToast(t('auth.phoneVerifiedTitle'), 'success');
        });
        return;
      }
      const { data } = await call('verifyPhoneLogin', { body });
      clearRetryState();
      signIn(data.user, 'phone');
      const isNew = data.isNewUser || !data.user.isRegistered;
      const finish = () => finishSignIn({ user: data.user, isNewUser: isNew }, challenge.phoneNumber);
      if (isNew) finish();
      else afterPhoneVerified(finish);
    });
  }

  /** The route's behaviour after a verified number (AFTER_PHONE_VERIFIED), else `otherwise`. */
  function afterPhoneVerified(otherwise: () => void) {
    const after = AFTER_PHONE_VERIFIED[normalizePath(path)];
    if (after === 'verified-title') {
      setStep({ name: 'phone-verified' });
    } else if (after === 'fill-chief-phone') {
      // The page's chief phone field starts from the session's number, which is now this one.
      onClose();
      showToast(t('auth.phoneVerifiedTitle'), 'success');
    } else {
      otherwise();
    }
  }

  function finishSignIn(result: { user: SessionUser; isNewUser: boolean }, fallbackName: string) {
    onClose();
    if (result.isNewUser || !result.user.isRegistered) navigate('/register/');
    else showToast(t('auth.welcomeBack', { name: result.user.username ?? fallbackName }), 'success');
  }

  function resend(challenge: CodeChallenge) {
    void run(async () => {
      const { data } = await call('resendCode', { body: { challengeId: challenge.challengeId } });
      setStep({ name: 'code', challenge: data });
      setNotice(t('auth.codeResent'));
      codeRef.current?.focus();
    });
  }

  const errorText = (field: FieldError['field']) => {
    if (fieldError?.field !== field) return null;
    const { error } = fieldError;
    if (error === 'validMobileNumber') return t('form.validMobileNumber');
    if (error === 'enterCode') return t('auth.enterCode');
    return t(ERROR_KEYS[error]);
  };
  const describedBy = (field: FieldError['field']) => (fieldError?.field === field ? ids.error : undefined);
  const formError = errorText('form') && (
    <p id={ids.error} role="alert" className={ERROR_CLASS}>
      {errorText('form')}
    </p>
  );

  let body;
  if (step.name === 'phone-verified') {
    body = (
      <p role="status" className="text-emerald-300">
        {t('auth.phoneVerifiedBody')}
      </p>
    );
  } else if (step.name === 'failed') {
    body = (
      <div role="alert" className="space-y-4">
        <p>{t('errors.SOMETHING_WENT_WRONG')}</p>
        <button type="button" onClick={() => location.reload()} className={PRIMARY_BUTTON_CLASS}>
          {t('error.reload')}
        </button>
      </div>
    );
  } else if (isWaiting) {
    body = (
      <div ref={waitRef} tabIndex={-1} role="alert" className="space-y-2 outline-none">
        {lastFailure && <p className="font-semibold">{t(ERROR_KEYS[lastFailure])}</p>}
        <p>{t('auth.tooManyAttempts', { time: minutesAndSeconds(secondsUntil(retryAfter, now)) })}</p>
      </div>
    );
  } else if (step.name === 'phone') {
    body = (
      <form noValidate onSubmit={sendCode} aria-describedby={ids.intro} className="space-y-4">
        <p id={ids.intro} className="text-slate-300">
          {isVerifying ? t('auth.verifyNumberIntro') : t('auth.intro')}
        </p>
        <CountryPicker
          value={country}
          onChange={(next) => {
            setCountry(next);
            if (fieldError?.field === 'phone') setFieldError(null);
          }}
          searchRef={firstFieldRef}
        />
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
              {country.dial_code}
            </span>
            <input
              ref={phoneRef}
              id={ids.phone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phoneNumber}
              onChange={(event) => {
                setPhoneNumber(event.target.value);
                if (fieldError?.field === 'phone') setFieldError(null);
              }}
              aria-invalid={fieldError?.field === 'phone'}
              aria-describedby={describedBy('phone')}
              className={FIELD_CLASS}
            />
          </div>
          {errorText('phone') && (
            <p id={ids.error} className={ERROR_CLASS}>
              {errorText('phone')}
            </p>
          )}
        </div>
        {formError}
        <button type="submit" disabled={isBusy} aria-busy={isBusy} className={PRIMARY_BUTTON_CLASS}>
          {isBusy ? t('auth.sending') : t('auth.sendCode')}
        </button>
      </form>
    );
    if (!isVerifying)
      body = (
        <>
          {body}
          <OtherSignIn returnTo={path} />
        </>
      );
  } else {
    const { challenge } = step;
    const resendAt = Date.parse(challenge.resendAvailableAt);
    const resendIn = now < resendAt ? secondsUntil(resendAt, now) : 0;
    body = (
      <form noValidate onSubmit={(event) => verify(event, challenge)} className="space-y-4">
        <p className="text-slate-300">
          {t('auth.codeSentTo', { phone: asOneLtrWord(challenge.phoneNumber) })}
        </p>
        <div>
          <label htmlFor={ids.code} className={LABEL_CLASS}>
            {t('auth.code')}
          </label>
          <input
            ref={codeRef}
            id={ids.code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${ONE_TIME_CODE_LENGTH}}`}
            maxLength={ONE_TIME_CODE_LENGTH}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH));
              if (fieldError?.field === 'code') setFieldError(null);
            }}
            aria-invalid={fieldError?.field === 'code'}
            aria-describedby={describedBy('code')}
            className={`${FIELD_CLASS} tracking-[0.5em]`}
          />
          {errorText('code') && (
            <p id={ids.error} className={ERROR_CLASS}>
              {errorText('code')}
            </p>
          )}
        </div>
        {formError}
        <button type="submit" disabled={isBusy} aria-busy={isBusy} className={PRIMARY_BUTTON_CLASS}>
          {isBusy ? t('auth.verifying') : isVerifying ? t('auth.verifyNumber') : t('auth.verify')}
        </button>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <button
            type="button"
            onClick={() => {
              setStep({ name: 'phone' });
              setFieldError(null);
            }}
            className={SECONDARY_BUTTON_CLASS}
          >
            {t('auth.changeNumber')}
          </button>
          <button
            type="button"
            disabled={isBusy || resendIn > 0}
            onClick={() => resend(challenge)}
            className={SECONDARY_BUTTON_CLASS}
          >
            {resendIn > 0 ? t('auth.resendIn', { seconds: resendIn }) : t('auth.resend')}
          </button>
        </div>
        <p role="status" className="text-sm text-emerald-300">
          {notice}
        </p>
      </form>
    );
  }

  return (
    <Modal
      title={
        isPhoneVerified
          ? t('auth.phoneVerifiedTitle')
          : isVerifying
            ? t('auth.verifyNumberTitle')
            : t('auth.title')
      }
      onClose={onClose}
    >
      {body}
    </Modal>
  );
}
