import { useRef } from 'react';
import type { CODE_PURPOSES } from '@kp/contract/auth';
import type { Profile } from '@kp/contract/users';
import { formatCountdown } from '../../lib/dates';
import { ERROR_KEYS } from '../../lib/messages';
import type { ModalProps } from '../../lib/modals';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { CodeStep } from './code-step';
import { fieldErrorKey } from './login-flow';
import { OtherSignIn } from './other-sign-in';
import { PhoneStep } from './phone-step';
import { useLoginFlow } from './use-login-flow';

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

/**
 * Sign-in (the modal named `login`): by phone, a number then the one-time code sent to it; or
 * with Google or Telegram when the installation offers them. Follows the login overlay rules: a
 * signed-in user is sent home instead, and after a failed attempt the next one waits until the
 * stored retry time. On the profile page a verified number says so, then the page reloads; on the
 * clan chief application it fills the chief phone field (login-flow.ts, AFTER_PHONE_VERIFIED).
 *
 * Opened with `flow: 'verify_phone'` by a signed-in user, the same phone step verifies a number
 * for their account instead of signing in (same picker, code entry, resend and waiting state),
 * with the same behaviours after it. Signed out, that flow is a sign-in. The state is
 * use-login-flow.ts's; this draws the step it is at.
 */
export default function LoginModal({ onClose, props }: ModalProps<LoginModalProps>) {
  const { t, language } = useTranslation();
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const waitRef = useRef<HTMLDivElement>(null);
  const flow = useLoginFlow({ onClose, props, refs: { firstFieldRef, phoneRef, codeRef, waitRef } });
  if (flow.isRedirect) return null;

  const { step, isVerifying, isPhoneVerified } = flow;
  const formErrorKey = fieldErrorKey(flow.fieldError, 'form');
  const formError = formErrorKey && (
    <p id={flow.errorId} role="alert" className={ERROR_CLASS}>
      {t(formErrorKey)}
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
        <Button fullWidth onClick={() => location.reload()}>
          {t('error.reload')}
        </Button>
      </div>
    );
  } else if (flow.waitSeconds !== null) {
    body = (
      <div ref={waitRef} tabIndex={-1} role="alert" className="space-y-2 outline-none">
        {flow.lastFailure && <p className="font-semibold">{t(ERROR_KEYS[flow.lastFailure])}</p>}
        <p>{t('auth.tooManyAttempts', { time: formatCountdown(flow.waitSeconds * 1000, language) })}</p>
      </div>
    );
  } else if (step.name === 'phone') {
    body = (
      <>
        <PhoneStep flow={flow} formError={formError} searchRef={firstFieldRef} phoneRef={phoneRef} />
        {!isVerifying && <OtherSignIn returnTo={flow.path} />}
      </>
    );
  } else {
    body = <CodeStep flow={flow} challenge={step.challenge} formError={formError} codeRef={codeRef} />;
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
