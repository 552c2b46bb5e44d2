import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { ParseKeys } from 'i18next';
import { AppError } from '@kp/domain/errors';
import { emailSchema, firstNameSchema, usernameSchema } from '@kp/domain/validation';
import { startFirstRun } from '../../lib/first-run';
import { openModal } from '../../lib/modals';
import { updateUser, useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { FormSkeleton } from '../../components/page-skeletons';
import { showToast } from '../../ui/toast';
import { Button } from '../../ui/button';
import { ERROR_CLASS, TextField } from '../../ui/field';
import { ERROR_KEYS, fieldMessageKey } from '../../lib/messages';
import { completeRegistration } from './auth-api';
import { isolate } from '../../components/user-text';

type Field = 'username' | 'firstName' | 'email';
type Errors = Partial<Record<Field | 'form', ParseKeys>>;
const FIELDS: readonly Field[] = ['username', 'firstName', 'email'];

/** The domain rules of the form: the username always, the first name and email when given. */
function validate(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  const check = (field: Field, result: { success: boolean; error?: { issues: { message: string }[] } }) => {
    const message = result.error?.issues[0]?.message;
    if (!result.success) errors[field] = fieldMessageKey(message ?? '');
  };
  check('username', usernameSchema.safeParse(values.username));
  if (values.firstName !== '') check('firstName', firstNameSchema.safeParse(values.firstName));
  if (values.email !== '') check('email', emailSchema.safeParse(values.email));
  return errors;
}

/** Registration (`/register/`): a new account's username, and optionally a first name and email. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  useDocumentTitle(t('register.title'));
  const [values, setValues] = useState<Record<Field, string>>({ username: '', firstName: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isBusy, setIsBusy] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const ids = { username: useId(), firstName: useId(), email: useId(), form: useId() };
  const isDone = useRef(false);

  // A visitor signs in first; the modal brings them back here when the account is new.
  useSignInRequired(session.status);

  const isRegistered = session.status === 'signed-in' && session.user.isRegistered;
  useEffect(() => {
    if (isRegistered && !isDone.current) navigate('/', { replace: true });
  }, [isRegistered, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setIsBusy(true);
    try {
      const data = await completeRegistration({
        username: values.username,
        firstName: values.firstName || undefined,
        email: values.email || undefined,
      });
      const { emailVerification, ...user } = data;
      isDone.current = true;
      // Home, where the first-run path (language, games, a first quest) opens once.
      startFirstRun();
      navigate('/');
      updateUser(user);
      showToast(t('register.welcome', { username: isolate(user.username ?? values.username) }), 'success');
      // The address is the account's once its code is confirmed: the code step comes next.
      if (emailVerification)
        openModal('emailVerify', {
          currentEmail: null,
          onVerified: () => undefined,
          pending: { email: values.email, challenge: emailVerification },
        });
    } catch (error) {
      if (error instanceof AppError && error.code === 'USERNAME_TAKEN') {
        setErrors({ username: ERROR_KEYS.USERNAME_TAKEN });
        inputs.current.username?.focus();
      } else if (error instanceof AppError && error.code === 'EMAIL_TAKEN') {
        setErrors({ email: ERROR_KEYS.EMAIL_TAKEN });
        inputs.current.email?.focus();
      } else {
        const known = error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE';
        setErrors({ form: known ? ERROR_KEYS.SERVICE_UNAVAILABLE : ERROR_KEYS.SOMETHING_WENT_WRONG });
      }
    } finally {
      setIsBusy(false);
    }
  }

  const field = (
    name: Field,
    label: string,
    options: { type: string; autoComplete: string; hint?: string },
  ) => (
    <TextField
      ref={(element) => {
        inputs.current[name] = element;
      }}
      id={ids[name]}
      label={
        <>
          {label}
          {name !== 'username' && (
            <span className="font-normal text-text-muted"> ({t('form.optional')})</span>
          )}
        </>
      }
      hint={options.hint}
      error={errors[name] && t(errors[name])}
      name={name}
      type={options.type}
      autoComplete={options.autoComplete}
      required={name === 'username'}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors(({ [name]: _, ...rest }) => rest);
      }}
    />
  );

  return (
    <section className="mx-auto max-w-md py-6">
      <h1 className="text-2xl font-bold">{t('register.title')}</h1>
      {session.status === 'unknown' ? (
        <div className="mt-4">
          <FormSkeleton label={t('app.loading')} hasIntro isCard={false} />
        </div>
      ) : session.status === 'signed-out' ? (
        <div className="mt-4 space-y-4">
          <p className="text-slate-300">{t('register.signInFirst')}</p>
          <Button variant="secondary" onClick={() => openModal('login')}>
            {t('header.signIn')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-describedby={ids.form} className="mt-4 space-y-4">
          <p id={ids.form} className="text-slate-300">
            {t('register.intro')}
          </p>
          {field('username', t('register.username'), {
            type: 'text',
            autoComplete: 'username',
            hint: t('register.usernameHint'),
          })}
          {field('firstName', t('register.firstName'), { type: 'text', autoComplete: 'given-name' })}
          {field('email', t('register.email'), { type: 'email', autoComplete: 'email' })}
          {errors.form && (
            <p role="alert" className={ERROR_CLASS}>
              {t(errors.form)}
            </p>
          )}
          <Button fullWidth type="submit" loading={isBusy}>
            {isBusy ? t('register.submitting') : t('register.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
