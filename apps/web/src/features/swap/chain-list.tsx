import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { LoadingRegion } from '../../components/page-skeletons';
import { loadChains } from './swap-api';

/** The chains whose USDT the platform accepts, with USDT's contract on each (shortened). */
export function ChainList() {
  const { t } = useTranslation();
  const chains = useLoad('chains', (signal) => loadChains(signal));
  return (
    <Card as="section" aria-labelledby="swap-chains">
      <h2 id="swap-chains" className="mb-3 text-base font-semibold">
        {t('swap.chainsTitle')}
      </h2>
      {chains.state.status === 'loading' && (
        <LoadingRegion label={t('app.loading')} className="flex flex-wrap gap-2">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-7 w-36 rounded-full" />
          ))}
        </LoadingRegion>
      )}
      {chains.state.status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p>{t('swap.chainsFailed')}</p>
          <Button variant="secondary" onClick={chains.retry}>
            {t('swap.retry')}
          </Button>
        </div>
      )}
      {chains.state.status === 'ready' && (
        <ul className="flex flex-wrap gap-2">
          {chains.state.data.map((chain) => (
            <li
              key={chain.id}
              title={chain.usdtContract}
              className="rounded-full border border-slate-700 px-3 py-1 text-sm text-slate-200"
            >
              {chain.name}{' '}
              <bdi dir="ltr" className="text-xs text-slate-400">
                {`${chain.usdtContract.slice(0, 6)}…${chain.usdtContract.slice(-4)}`}
              </bdi>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
