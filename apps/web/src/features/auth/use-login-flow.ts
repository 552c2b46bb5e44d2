import { useEffect, useEffectEvent, useId, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import type { CodeChallenge, SessionUser } from '@kp/contract/auth';
import { isOneTimeCode, ONE_TIME_CODE_LENGTH, PROFILE_SUCCESS_MODAL_CLOSE_MS } from '@kp/domain/constants';
import { COUNTRIES, type Country } from '@kp/domain/countries';
import { AppError, type ErrorCode } from '@kp/domain/errors';
import {
  afterFailedAttempt,
  decideLoginOverlay,
  LOGIN_ATTEMPTS_STORAGE_KEY,
  parseStoredNumber,
} from '@kp/domain/login-overlay';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { browserLocation } from '../../lib/browser-location';
import type { WordedError } from '../../lib/messages';
import { getSession, signIn, updateUser } from '../../lib/session';
import { storage } from '../../lib/storage';
import { useNow } from '../../lib/use-now';
import { useTranslation } from '../../lib/use-translation';
import { showToast } from '../../ui/toast';
import { requestPhoneCode, resendCode, startPhoneLogin, verifyPhone, verifyPhoneLogin } from './auth-api';
import {
  afterPhoneVerifiedOn,
  loginFailureOf,
  regionOf,
  secondsUntil,
  sessionUserOf,
  waIdFor,
  type FieldError,
  type LoginStep,
} from './login-flow';
import type { LoginModalProps } from './login-modal';
import { isolate } from '../../components/user-text';

/** The elements the flow moves the focus to: each step's first field, and the waiting message. */
export type LoginRefs = {
  firstFieldRef: RefObject<HTMLInputElement | null>;
  phoneRef: RefObject<HTMLInputElement | null>;
  codeRef: RefObject<HTMLInputElement | null>;
  waitRef: RefObject<HTMLDivElement | null>;
};

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

/**
 * The sign-in modal's state: the login overlay rules at opening (a signed-in user is sent home;
 * after a failed attempt the next waits until the stored retry time), the phone and code steps
 * and their calls, and what follows a verified number on the route (AFTER_PHONE_VERIFIED).
 */
export function useLoginFlow({
  onClose,
  props,
  refs,
}: {
  onClose: () => void;
  props: LoginModalProps;
  refs: LoginRefs;
}) {
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
  const [step, setStep] = useState<LoginStep>({ name: 'phone' });
  const [country, setCountry] = useState<Country>(COUNTRIES[0]!);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { firstFieldRef, phoneRef, codeRef, waitRef } = refs;
  const errorId = useId();
  const isWaiting = retryAfter !== null && now < retryAfter;
  // While waiting, the seconds left until the next attempt.
  const waitSeconds = isWaiting ? secondsUntil(retryAfter, now) : null;
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
    else (step.name === 'code' ? codeRef : step.name === 'phone' ? phoneRef : firstFieldRef).current?.focus();
  }, [step.name, isWaiting, codeRef, phoneRef, firstFieldRef, waitRef]);

  // The browser's SMS autofill (WebOTP): the code step asks the phone for the code of the text
  // message bound to this site (its last line, `@host #code`), and fills it in when it comes.
  const isCodeStep = step.name === 'code';
  useEffect(() => {
    if (!isCodeStep || !('OTPCredential' in window) || !navigator.credentials) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const received = (credential as { code?: string } | null)?.code?.replace(/\D/g, '');
        if (received) setCode(received.slice(0, ONE_TIME_CODE_LENGTH));
      })
      .catch(() => {
        // Declined, timed out or left: the code is typed instead.
      });
    return () => abort.abort();
  }, [isCodeStep]);

  function fail(error: unknown) {
    const errorCode: ErrorCode = error instanceof AppError ? error.code : 'SOMETHING_WENT_WRONG';
    const failure = loginFailureOf(errorCode, error instanceof AppError ? error.details : undefined);
    if (failure.kind === 'attempt-failed') {
      const next = afterFailedAttempt(Date.now(), readRetryState().attempts);
      storage.set(STORAGE_KEYS.retryLoginAfter, String(next.retryAfter));
      storage.set(LOGIN_ATTEMPTS_STORAGE_KEY, String(next.attempts));
      setRetryAfter(next.retryAfter);
      setLastFailure(failure.error);
      setStep({ name: 'phone' });
      setCode('');
      setFieldError(null);
    } else if (failure.kind === 'field') {
      if (failure.backToPhone) {
        setStep({ name: 'phone' });
        setCode('');
      }
      // A wrong code: the box stays, emptied, with the tries left, ready for the right one.
      if (failure.fieldError.error === 'wrongCode') {
        setCode('');
        refs.codeRef.current?.focus();
      }
      setFieldError(failure.fieldError);
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
    const waId = waIdFor(country, phoneNumber);
    if (!waId) {
      setFieldError({ field: 'phone', error: 'validMobileNumber' });
      phoneRef.current?.focus();
      return;
    }
    startOver();
    void run(async () => {
      const challenge = isVerifying
        ? await requestPhoneCode(waId)
        : await startPhoneLogin(waId, regionOf(country));
      setCode('');
      setStep({ name: 'code', challenge });
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
        const profile = await verifyPhone(body);
        clearRetryState();
        updateUser(sessionUserOf(profile));
        props.onVerified?.(profile);
        afterPhoneVerified(() => {
          onClose();
          showToast(t('auth.phoneVerifiedTitle'), 'success');
        });
        return;
      }
      const data = await verifyPhoneLogin(body);
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
    const after = afterPhoneVerifiedOn(path);
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
    else showToast(t('auth.welcomeBack', { name: isolate(result.user.username ?? fallbackName) }), 'success');
  }

  function resend(challenge: CodeChallenge) {
    void run(async () => {
      const renewed = await resendCode(challenge.challengeId);
      setStep({ name: 'code', challenge: renewed });
      setNotice(t('auth.codeResent'));
      codeRef.current?.focus();
    });
  }

  /** Clears a field's message once the user changes that field. */
  const clearErrorOf = (field: FieldError['field']) => {
    if (fieldError?.field === field) setFieldError(null);
  };

  return {
    path,
    now,
    step,
    isRedirect,
    isVerifying,
    isPhoneVerified,
    isWaiting,
    waitSeconds,
    lastFailure,
    isBusy,
    fieldError,
    errorId,
    notice,
    phone: {
      country,
      number: phoneNumber,
      setCountry: (next: Country) => {
        setCountry(next);
        clearErrorOf('phone');
      },
      setNumber: (next: string) => {
        setPhoneNumber(next);
        clearErrorOf('phone');
      },
      sendCode,
    },
    code: {
      value: code,
      setValue: (next: string) => {
        setCode(next.replace(/\D/g, '').slice(0, ONE_TIME_CODE_LENGTH));
        clearErrorOf('code');
      },
      verify,
      resend,
      changeNumber: () => {
        setStep({ name: 'phone' });
        setFieldError(null);
      },
    },
  };
}

/** What the sign-in modal's steps render from. */
export type LoginFlow = ReturnType<typeof useLoginFlow>;
