import { useState } from 'react';
import type { SocialStatus } from '@kp/contract/social';
import type { Profile } from '@kp/contract/users';
import { AppError } from '@kp/domain/errors';
import type { SocialProvider } from '@kp/domain/social';
import { openModal } from '../../lib/modals';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { showToast } from '../../ui/toast';
import { disconnectSocial, getSocialStatus } from './profile-api';

// The order of the spec (section 3).
const ACCOUNTS = ['twitter', 'discord', 'google', 'wallet', 'steam', 'telegram'] as const;
type Account = (typeof ACCOUNTS)[number];

/** Where a connection that leaves for the provider comes back to. */
const RETURN_TO = '/profile/';

/** Starts connecting an account: the provider's page (through the social modals), or a wallet. */
function connect(account: Account, onChanged: () => void) {
  if (account === 'wallet') openModal('connectEvmWallet', { onLinked: onChanged });
  else if (account === 'telegram') openModal('telegramConnect', { returnTo: RETURN_TO });
  else openModal('socialConnectLoading', { account, returnTo: RETURN_TO });
}

/**
 * The profile's connected accounts: each one's status (and handle), with Connect or Disconnect;
 * an account this site cannot connect (no credentials on the server) says so instead of a button.
 * The statuses come from `social/status`; until it answers, the profile's own are shown.
 */
export function SocialAccounts({ statuses }: { statuses: Profile['socialStatuses'] }) {
  const { t } = useTranslation();
  const status = useLoad('social-status', getSocialStatus);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  // The last answer stays on screen while a refresh loads (after a wallet change).
  const [lastLoaded, setLastLoaded] = useState<SocialStatus['socialStatuses'] | null>(null);
  const answered = status.state.status === 'ready' ? status.state.data.socialStatuses : null;
  if (answered && answered !== lastLoaded) setLastLoaded(answered);
  const loaded = answered ?? lastLoaded;
  const { retry: refresh, set } = status;

  async function disconnect(provider: SocialProvider) {
    const name = t(`profile.social.${provider}`);
    setBusy(provider);
    try {
      const data = await disconnectSocial(provider);
      set(data);
      showToast(t('profile.socialDisconnected', { account: name }), 'success');
    } catch (error) {
      const code = error instanceof AppError ? error.code : null;
      if (code === 'SOCIAL_ACCOUNT_NOT_LINKED') {
        // A Google or Telegram sign-in stays connected; anything else was already gone: show it.
        const isSignIn = provider === 'google' || provider === 'telegram';
        showToast(t(isSignIn ? 'profile.socialSignInAccount' : 'profile.socialNotLinked', { account: name }));
        refresh();
      } else {
        showToast(t('profile.socialDisconnectFailed', { account: name }), 'error');
      }
    } finally {
      setBusy(null);
    }
  }

  function action(account: Account) {
    if (!loaded) return null;
    const entry = loaded[account];
    const name = t(`profile.social.${account}`);
    // This site cannot connect it: said under the account's name instead of a button.
    if (!entry.isActive && !entry.isConfigured) return null;
    if (!entry.isActive)
      return (
        <Button
          variant="secondary"
          onClick={() => connect(account, refresh)}
          aria-label={t('profile.connectAccount', { account: name })}
          className="shrink-0"
        >
          {t('profile.connect')}
        </Button>
      );
    if (account === 'wallet')
      return (
        <Button
          variant="secondary"
          onClick={() => openModal('multiWallet', { onChanged: refresh })}
          className="shrink-0"
        >
          {t('profile.manageWallets')}
        </Button>
      );
    const isBusy = busy === account;
    return (
      <Button
        variant="secondary"
        onClick={() => void disconnect(account)}
        disabled={busy !== null}
        loading={isBusy}
        aria-label={isBusy ? undefined : t('profile.disconnectAccount', { account: name })}
        className="shrink-0"
      >
        {isBusy ? t('profile.disconnecting') : t('profile.disconnect')}
      </Button>
    );
  }

  return (
    <Card title={t('profile.socialTitle')} className="p-4 sm:p-6">
      <ul className="divide-y divide-slate-800" aria-busy={status.state.status === 'loading'}>
        {ACCOUNTS.map((account) => {
          const isActive = loaded ? loaded[account].isActive : statuses[account].isActive;
          const handle = loaded?.[account].handle;
          const isUnavailable = loaded !== null && !isActive && !loaded[account].isConfigured;
          return (
            <li key={account} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span>{t(`profile.social.${account}`)}</span>
                  <Badge tone={isActive ? 'success' : 'neutral'}>
                    {isActive ? t('profile.connected') : t('profile.notConnected')}
                  </Badge>
                </div>
                {isActive && handle && (
                  <p dir="auto" title={handle} className="mt-1 truncate text-sm text-slate-400">
                    {handle}
                  </p>
                )}
                {isUnavailable && <p className="mt-1 text-sm text-slate-400">{t('profile.notAvailable')}</p>}
              </div>
              {action(account)}
            </li>
          );
        })}
      </ul>
      {status.state.status === 'loading' && (
        <p role="status" className="sr-only">
          {t('profile.socialLoading')}
        </p>
      )}
      {status.state.status === 'error' && (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-300">
          <p>{t('profile.socialLoadFailed')}</p>
          <Button variant="secondary" onClick={status.retry}>
            {t('profile.retry')}
          </Button>
        </div>
      )}
    </Card>
  );
}
