import type { ReferralProgress, ReferralReward } from '@kp/contract/referral-campaign';
import type { ReferralMilestoneState } from '@kp/domain/referral-campaign';
import { formatMoney } from '../../components/money';
import { useCount } from '../../components/progress-widgets';
import { useTranslation } from '../../lib/use-translation';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatNumber } from '@kp/domain/display';

const TONE = { reached: 'success', next: 'primary', locked: 'neutral' } as const satisfies Record<
  ReferralMilestoneState,
  BadgeTone
>;

const ART = { reached: '🏆', next: '🎯', locked: '🔒' } as const satisfies Record<
  ReferralMilestoneState,
  string
>;

/** A reward as people read it ('20 K-Cash'). */
export function useRewardText() {
  const { language } = useTranslation();
  return (reward: ReferralReward) => formatMoney(reward.amount, reward.currency, language);
}

/**
 * How far the caller is: the counts, the bar along the roadmap, the next milestone, each milestone
 * reached (paid, or its reward on its way), next or locked with its reward, and what was earned.
 */
export function ReferralRoadmap({ progress }: { progress: ReferralProgress }) {
  const { t, language } = useTranslation();
  const rewardText = useRewardText();
  const count = useCount();
  const next = progress.next;
  const summary = next
    ? t('referral.next', {
        remaining: count(next.remaining),
        reward: rewardText(next.reward),
        qualified: count(next.qualified),
      })
    : t('referral.allReached');
  return (
    <div className="space-y-4">
      <p className="font-semibold">
        {t('referral.counts', { qualified: count(progress.qualified), signedUp: count(progress.signedUp) })}
      </p>
      <div className="space-y-1">
        <div
          role="progressbar"
          aria-label={t('referral.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${formatNumber(progress.percent / 100, language, { style: 'percent' })} · ${summary}`}
          className="h-3 w-full overflow-hidden rounded-full bg-surface-overlay"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${progress.percent}%` }}
          />
        </div>
        <p className="text-sm text-slate-300">{summary}</p>
      </div>
      <section aria-labelledby="referral-milestones">
        <h3 id="referral-milestones" className="mb-2 font-semibold">
          {t('referral.milestones')}
        </h3>
        <ol className="space-y-2">
          {progress.milestones.map((milestone) => (
            <li
              key={milestone.qualified}
              className={`flex items-center gap-3 rounded-control border p-2 ${milestone.state === 'next' ? 'border-primary' : 'border-border'}`}
            >
              <span
                aria-hidden="true"
                className={`text-2xl ${milestone.state === 'locked' ? 'grayscale' : ''}`}
              >
                {ART[milestone.state]}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  <span className="tabular-nums">{count(milestone.qualified)}</span>{' '}
                  {t('referral.qualifiedWord')}
                </span>
                <span className="block text-label text-slate-300">{rewardText(milestone.reward)}</span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <Badge tone={TONE[milestone.state]}>{t(`referral.milestone.${milestone.state}`)}</Badge>
                {milestone.state === 'reached' && (
                  <span className="text-caption text-slate-300">
                    {milestone.paidAt ? t('referral.paid') : t('referral.onItsWay')}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {progress.earned.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-border p-3">
          <p>{t('referral.earned', { amounts: progress.earned.map(rewardText).join(' · ') })}</p>
          <Button variant="secondary" href="/collect-earnings">
            {t('referral.collect')}
          </Button>
        </div>
      )}
    </div>
  );
}
