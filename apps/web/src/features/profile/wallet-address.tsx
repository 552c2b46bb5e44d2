import { ERROR_KEYS } from '../../lib/messages';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { CopyButton } from '../../components/copy-button';
import { LoadingRegion } from '../../components/page-skeletons';
import { Skeleton } from '../../ui/skeleton';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { findMyWalletAddress } from './profile-api';

/** 0x1234…abcd: the start and end a person compares. */
const shorten = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The custodial wallet's address, shortened, with a copy button for the whole of it. */
export function WalletAddress() {
  const { t } = useTranslation();
  const wallet = useLoad('wallet', findMyWalletAddress);
  let content;
  if (wallet.state.status === 'loading') {
    content = (
      <LoadingRegion label={t('app.loading')}>
        <Skeleton className="h-10 w-56 max-w-full rounded-control" />
      </LoadingRegion>
    );
  } else if (wallet.state.status === 'error') {
    // WALLET_NOT_FOUND also opens the wallet error modal (the api client does, for every call).
    content =
      wallet.state.error.code === 'WALLET_NOT_FOUND' ? (
        <p>{t('wallet.none')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p role="alert">{t(ERROR_KEYS.SOMETHING_WENT_WRONG)}</p>
          <Button variant="secondary" onClick={wallet.retry}>
            {t('profile.retry')}
          </Button>
        </div>
      );
  } else {
    const address = wallet.state.data;
    content = (
      <div className="flex flex-wrap items-center gap-3">
        <code dir="ltr" title={address} className="rounded bg-slate-950 px-2 py-1 font-mono">
          <span aria-hidden="true">{shorten(address)}</span>
          <span className="sr-only">{address}</span>
        </code>
        <CopyButton text={address} label={t('wallet.copyAddress')} />
      </div>
    );
  }
  return (
    <Card title={t('wallet.title')} className="p-4 sm:p-6">
      <p className="mb-3 text-sm text-slate-400">{t('wallet.intro')}</p>
      {content}
    </Card>
  );
}
