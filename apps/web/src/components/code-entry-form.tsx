import { useId, type FormEvent, type ReactNode } from 'react';
import { useNow } from '../lib/use-now';
import { Button } from '../ui/button';
import { CodeField } from '../ui/code-field';
import { ERROR_CLASS } from '../ui/field';

/**
 * The body of a one-time-code modal (a clan's create and delete codes, a store redemption's): what
 * was sent where, the code field with its error or notice, Verify, and Resend once the cooldown
 * (`resendAt`, epoch ms) has passed, counting down until then. The caller owns the flow.
 */
export function CodeEntryForm({
  intro,
  code,
  onCodeChange,
  error,
  notice,
  isBusy,
  resendAt,
  words,
  onSubmit,
  onResend,
}: {
  intro: ReactNode;
  code: string;
  onCodeChange: (digits: string) => void;
  error: string | null;
  notice: string | null;
  isBusy: boolean;
  resendAt: number;
  words: {
    code: string;
    verify: string;
    verifying: string;
    resend: string;
    resendIn: (seconds: number) => string;
  };
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
}) {
  const now = useNow();
  const ids = { code: useId(), error: useId() };
  const resendIn = now < resendAt ? Math.max(1, Math.ceil((resendAt - now) / 1000)) : 0;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="break-words text-slate-300">{intro}</p>
      <CodeField
        id={ids.code}
        label={words.code}
        autoFocus
        dir="ltr"
        value={code}
        onChange={onCodeChange}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? ids.error : undefined}
      >
        {error && (
          <p id={ids.error} role="alert" className={ERROR_CLASS}>
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className="mt-1 text-sm text-emerald-300">
            {notice}
          </p>
        )}
      </CodeField>
      <Button fullWidth type="submit" loading={isBusy}>
        {isBusy ? words.verifying : words.verify}
      </Button>
      <div className="flex justify-end">
        <Button variant="secondary" disabled={isBusy || resendIn > 0} onClick={onResend}>
          {resendIn > 0 ? words.resendIn(resendIn) : words.resend}
        </Button>
      </div>
    </form>
  );
}
