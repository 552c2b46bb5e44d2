import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isSocialProvider, SOCIAL_PROVIDER_LABELS, type SocialProvider } from '@kp/domain/social';
import { openModal } from '../../lib/modals';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { SignInFirst } from '../../components/sign-in-first';
import { Spinner } from '../../ui/spinner';
import { showToast } from '../../ui/toast';
import {
  clearPending,
  DEFAULT_RETURN_TO,
  finishConnect,
  readPending,
  SOCIAL_CONNECT_PREFIX,
} from './social-connect';
import { SocialConnectProgress } from './social-connect-progress';
import type { SocialConnectErrorProps } from './social-connect-error-modal';
import { failureOf } from './social-error-text';

/** The provider named by the path `/social-connect/<provider>`, or null. */
function providerOf(path: string): SocialProvider | null {
  const name = path.slice(SOCIAL_CONNECT_PREFIX.length).replace(/\/+$/, '');
  return isSocialProvider(name) ? name : null;
}

/**
 * `/social-connect/<provider>`: where a provider sends the browser back. It finishes the link with
 * what came back (X, Discord, Google: `code`, `state`, `iss` or `error`; Steam: the `openid.*`
 * parameters; Telegram: `#tgAuthResult=`), then goes back to the page the connection started on
 * (kept in sessionStorage; the profile when none) with "X connected", or with the error modal
 * saying why. Signed out on the way back (the session ended), it asks to sign in, then goes on.
 */
export default function SocialConnectPage() {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const session = useSession();
  useSignInRequired(session.status);
  const provider = providerOf(path);
  const label = provider ? SOCIAL_PROVIDER_LABELS[provider] : null;
  useDocumentTitle(label ? t('social.pageTitle', { account: label }) : undefined);

  // What came back, read once: the fragment is the browser's (the router does not keep it).
  const [answer] = useState(() => ({ search, hash: globalThis.location?.hash ?? '' }));
  const started = useRef(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!provider || session.status !== 'signed-in' || started.current) return;
    started.current = true;
    const returnTo = readPending()?.returnTo ?? DEFAULT_RETURN_TO;
    const account = SOCIAL_PROVIDER_LABELS[provider];
    // Back where the connection started, leaving this page (and the answer in its address) out of the history.
    const goBack = () => {
      clearPending();
      if (isMounted.current) navigate(returnTo, { replace: true });
    };
    finishConnect(provider, answer).then(
      () => {
        goBack();
        showToast(t('social.connected', { account }), 'success');
      },
      (error: unknown) => {
        goBack();
        const props: SocialConnectErrorProps = { account: provider, ...failureOf(error), returnTo };
        openModal('socialConnectError', props);
      },
    );
  }, [provider, session.status, answer, navigate, t]);

  let content;
  if (!provider) {
    content = (
      <div role="alert" className="space-y-4">
        <p>{t('social.invalidLink')}</p>
        <Button variant="secondary" href={DEFAULT_RETURN_TO}>
          {t('social.backToProfile')}
        </Button>
      </div>
    );
  } else if (session.status === 'unknown') {
    content = <Spinner label={t('app.loading')} />;
  } else if (session.status === 'signed-out') {
    content = (
      <SignInFirst
        message={t('social.signInToFinish', { account: label })}
        signInLabel={t('social.signIn')}
        messageClassName=""
      />
    );
  } else {
    content = <SocialConnectProgress provider={provider} />;
  }

  return (
    <section
      aria-label={label ? t('social.pageTitle', { account: label }) : undefined}
      className="mx-auto max-w-md py-10"
    >
      {content}
    </section>
  );
}
