import type { CampaignDetail } from '@kp/contract/campaigns';
import { formatCurrencyAmount } from '@kp/domain/display';
import { useTranslation } from '../../lib/use-translation';
import { CampaignTimer } from '../../components/campaign-timer';

/** The campaign's banner: picture (or a gradient), title, status, description, reward, pool and timer. */
export function CampaignHeader({ campaign }: { campaign: CampaignDetail }) {
  const { t, language } = useTranslation();
  const money = (amount: string) => formatCurrencyAmount(amount, campaign.reward.currency, language);
  const { reward } = campaign;
  return (
    <header className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900">
      {campaign.imageUrl ? (
        <img src={campaign.imageUrl} alt="" className="aspect-[3/1] w-full object-cover" />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[4/1] w-full bg-gradient-to-br from-indigo-700 via-fuchsia-700 to-amber-500"
        />
      )}
      <div className="space-y-3 p-4">
        <p className="text-xs font-semibold tracking-wide text-amber-300 uppercase">
          {t(`campaign.status.${campaign.status}`)}
        </p>
        <h1 className="text-2xl font-bold break-words">{campaign.title}</h1>
        {campaign.description && (
          <p className="whitespace-pre-line break-words text-slate-300">{campaign.description}</p>
        )}
        {Number(reward.amount) > 0 && (
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <div className="rounded-lg bg-slate-800 px-3 py-2">
              <dt className="text-slate-400">{t('campaign.reward.perUser')}</dt>
              <dd className="text-lg font-semibold">
                {money(reward.amount)} {reward.currency}
              </dd>
            </div>
            <div className="rounded-lg bg-slate-800 px-3 py-2">
              <dt className="text-slate-400">{t('campaign.reward.pool')}</dt>
              <dd className="font-semibold">
                {reward.isPoolExhausted ? (
                  <span className="text-rose-300">{t('campaign.reward.poolUsedUp')}</span>
                ) : (
                  t('campaign.reward.poolLeft', {
                    left: money(reward.poolRemaining),
                    total: money(reward.poolTotal),
                    currency: reward.currency,
                  })
                )}
              </dd>
            </div>
          </dl>
        )}
        <CampaignTimer campaign={campaign} size="large" />
      </div>
    </header>
  );
}

/** The caller's progress: "N of M tasks verified", as a progress bar. */
export function CampaignProgress({ verified, total }: { verified: number; total: number }) {
  const { t } = useTranslation();
  const percent = total === 0 ? 0 : Math.floor((verified * 100) / total);
  const label = t('campaign.progress', { verified, total });
  return (
    <div className="space-y-1">
      <p id="campaign-progress" className="text-sm text-slate-300">
        {label}
      </p>
      <div
        role="progressbar"
        aria-labelledby="campaign-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-800"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
