import { useRef, useState } from 'react';
import { browserLocation } from '../../lib/browser-location';
import { ERROR_KEYS } from '../../lib/messages';
import { expectSignIn } from '../../lib/session';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { showToast } from '../../ui/toast';
import { getSignInMethods, startGoogleSignIn } from './auth-api';
import { loadTelegramWidget } from './telegram-widget';

/**
 * The sign-in methods besides the phone that this installation offers (the api says which):
 * Google, which leaves for Google's consent page and comes back to `returnTo`, and Telegram,
 * whose widget loads only when asked for.
 */
export function OtherSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const methods = useLoad('methods', getSignInMethods);
  const [isLeaving, setIsLeaving] = useState(false);
  const [telegram, setTelegram] = useState<'idle' | 'loading' | 'ready'>('idle');
  const widgetRef = useRef<HTMLDivElement>(null);

  // Without the answer (offline, an older server) the phone is the one way in: nothing to show.
  if (methods.state.status !== 'ready') return null;
  const { google, telegram: telegramBot } = methods.state.data;
  if (!google && !telegramBot) return null;

  function continueWithGoogle() {
    setIsLeaving(true);
    startGoogleSignIn(returnTo).then(
      (data) => {
        expectSignIn('google');
        browserLocation.assign(data.url);
      },
      () => {
        setIsLeaving(false);
        showToast(t(ERROR_KEYS.SOMETHING_WENT_WRONG), 'error');
      },
    );
  }

  function showTelegram(botUsername: string) {
    const container = widgetRef.current;
    if (!container) return;
    setTelegram('loading');
    loadTelegramWidget(container, botUsername, returnTo).then(
      () => {
        // The browser leaves for the api's callback and comes back signed in: ask who then.
        expectSignIn('telegram');
        setTelegram('ready');
      },
      (error: unknown) => {
        console.warn(error);
        container.replaceChildren();
        setTelegram('idle');
        showToast(t('auth.telegramUnavailable'), 'error');
      },
    );
  }

  return (
    <div className="mt-5 space-y-3">
      <p className="flex items-center gap-3 text-sm text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-700" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-slate-700" />
      </p>
      {google && (
        <Button variant="secondary" size="md" fullWidth loading={isLeaving} onClick={continueWithGoogle}>
          <span aria-hidden="true" className="font-bold text-sky-300">
            G
          </span>
          {t('auth.continueWithGoogle')}
        </Button>
      )}
      {telegramBot && telegram !== 'ready' && (
        <Button
          variant="secondary"
          size="md"
          fullWidth
          loading={telegram === 'loading'}
          onClick={() => showTelegram(telegramBot.botUsername)}
        >
          {telegram === 'loading' ? t('auth.telegramLoading') : t('auth.logInWithTelegram')}
        </Button>
      )}
      {telegram === 'ready' && <p className="text-sm text-slate-300">{t('auth.telegramHint')}</p>}
      <div ref={widgetRef} className="flex justify-center empty:hidden" />
    </div>
  );
}
