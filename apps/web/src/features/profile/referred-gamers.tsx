import type { ReferredGamer } from '@kp/contract/referral-campaign';
import type { ReferralState } from '@kp/domain/referral-campaign';
import { ShowMore, type MoreState } from '../../components/show-more';
import { useTranslation } from '../../lib/use-translation';
import { Badge, type BadgeTone } from '../../ui/badge';
import { useRewardText } from './referral-roadmap';
import { UserText } from '../../components/user-text';
import { formatDate } from '../../lib/dates';

const TONE = { signed_up: 'info', qualified: 'success', erased: 'neutral' } as const satisfies Record<
  ReferralState,
  BadgeTone
>;

/** The gamers the caller invited, the latest first: their public name, state and what they earned them. */
export function ReferredGamers({
  gamers,
  hasMore,
  moreState,
  onMore,
}: {
  gamers: ReferredGamer[];
  hasMore: boolean;
  moreState: MoreState;
  onMore: () => void;
}) {
  const { t, language } = useTranslation();
  const rewardText = useRewardText();
  return (
    <div>
      <ul className="divide-y divide-border">
        {gamers.map((gamer) => (
          <li
            key={`${gamer.joinedAt}-${gamer.displayName}`}
            className="flex items-center justify-between gap-3 py-2"
          >
            <span className="min-w-0">
              <UserText
                className={`block truncate ${gamer.displayName ? 'font-semibold' : 'text-slate-300'}`}
              >
                {gamer.displayName ??
                  (gamer.state === 'erased' ? t('referral.erasedGamer') : t('referral.newGamer'))}
              </UserText>
              <span className="block text-caption text-slate-300">
                {t('referral.joined', { date: formatDate(gamer.joinedAt, language, 'date') })}
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1">
              <Badge tone={TONE[gamer.state]}>{t(`referral.state.${gamer.state}`)}</Badge>
              {gamer.reward && (
                <span className="text-label font-semibold text-emerald-300">
                  {t('referral.plus', { amount: rewardText(gamer.reward) })}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {hasMore && (
        <ShowMore
          state={moreState}
          onMore={onMore}
          label={t('referral.showMore')}
          loadingLabel={t('referral.loadingMore')}
          errorText={t('referral.moreFailed')}
        />
      )}
    </div>
  );
}
