import { useId, type ReactNode, type Ref } from 'react';
import type { CodeChallenge } from '@kp/contract/auth';
import { ONE_TIME_CODE_LENGTH } from '@kp/domain/constants';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { ERROR_CLASS } from '../../ui/field';
import { CodeField } from '../../ui/code-field';
import { asOneLtrWord, fieldErrorKey, secondsUntil } from './login-flow';
import type { LoginFlow } from './use-login-flow';
import { formatWait } from '../../lib/dates';

/** The sign-in's second step: the code sent to the number, a way back, and a resend. */
export function CodeStep({
  flow,
  challenge,
  formError,
  codeRef,
}: {
  flow: LoginFlow;
  challenge: CodeChallenge;
  formError: ReactNode;
  codeRef: Ref<HTMLInputElement>;
}) {
  const { t, language } = useTranslation();
  const codeId = useId();
  const { code, fieldError, errorId, isBusy, now } = flow;
  const codeError = fieldErrorKey(fieldError, 'code');
  const resendAt = Date.parse(challenge.resendAvailableAt);
  const resendIn = now < resendAt ? secondsUntil(resendAt, now) : 0;
  return (
    <form noValidate onSubmit={(event) => code.verify(event, challenge)} className="space-y-4">
      <p className="text-slate-300">{t('auth.codeSentTo', { phone: asOneLtrWord(challenge.phoneNumber) })}</p>
      <CodeField
        id={codeId}
        label={t('auth.code')}
        inputRef={codeRef}
        pattern={`\\d{${ONE_TIME_CODE_LENGTH}}`}
        value={code.value}
        onChange={code.setValue}
        aria-invalid={fieldError?.field === 'code'}
        aria-describedby={codeError ? errorId : undefined}
      >
        {codeError && (
          <p id={errorId} className={ERROR_CLASS}>
            {t(codeError, { count: fieldError?.attemptsLeft ?? 0 })}
          </p>
        )}
      </CodeField>
      {formError}
      <Button fullWidth type="submit" loading={isBusy}>
        {isBusy ? t('auth.verifying') : flow.isVerifying ? t('auth.verifyNumber') : t('auth.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="secondary" onClick={code.changeNumber}>
          {t('auth.changeNumber')}
        </Button>
        <Button variant="secondary" disabled={isBusy || resendIn > 0} onClick={() => code.resend(challenge)}>
          {resendIn > 0 ? t('auth.resendIn', { when: formatWait(resendIn, language) }) : t('auth.resend')}
        </Button>
      </div>
      <p role="status" className="text-sm text-emerald-300">
        {flow.notice}
      </p>
    </form>
  );
}
