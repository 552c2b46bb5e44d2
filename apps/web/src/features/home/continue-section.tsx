import { Link } from 'wouter';
import type { CampaignSummary } from '@kp/contract/campaigns';
import type { MyQuest, QuestSummary } from '@kp/contract/quests';
import { ArtImage } from '../../components/art-image';
import { campaignPath } from '../../components/campaign-card';
import { LoadFailed } from '../../components/load-failed';
import type { Loaded } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Skeleton } from '../../ui/skeleton';
import { campaignsInProgress, questsInProgress } from './home-api';
import { reshapedArt } from './home-art';
import { SECTION_TITLE_CLASS } from './row-section';
import { questPath } from './quest-card';
import { isolate } from '../../components/user-text';

const LINK_CLASS = 'card flex h-full items-center gap-3 p-3 hover:border-primary';

/** A square picture of what the card is about: platform art as an icon, else the image as it is. */
function Thumb({ src }: { src: string | null }) {
  const icon = reshapedArt(src, 'icon');
  if (icon)
    return <ArtImage src={icon} width={56} height={56} className="size-14 max-w-none shrink-0 rounded-lg" />;
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-lg bg-slate-800 object-cover"
      />
    );
  return (
    <div
      aria-hidden="true"
      className="size-14 shrink-0 rounded-lg bg-gradient-to-br from-sky-400/40 via-indigo-500/30 to-slate-900"
    />
  );
}

/** One thing to go back to: its picture, its name, how far along it is, and a bar of it. */
function ProgressLink({
  href,
  image,
  title,
  detail,
  percent,
}: {
  href: string;
  image: string | null;
  title: string;
  detail: string;
  percent: number | null;
}) {
  return (
    <Link href={href} className={LINK_CLASS}>
      <Thumb src={image} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-white">{title}</span>{' '}
        <span className="block text-sm text-slate-300">{detail}</span>
        {percent !== null && (
          <span aria-hidden="true" className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-700">
            <span className="block h-full rounded-full bg-indigo-400" style={{ width: `${percent}%` }} />
          </span>
        )}
      </span>
      <span aria-hidden="true" className="text-2xl text-slate-500 rtl:-scale-x-100">
        ›
      </span>
    </Link>
  );
}

function CampaignLink({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation();
  const done = campaign.progress?.tasksVerified ?? 0;
  const total = campaign.progress?.tasksTotal ?? campaign.tasksTotal;
  const isClaimable = campaign.cardState === 'CLAIM_REWARDS';
  return (
    <ProgressLink
      href={campaignPath(campaign.slug)}
      image={campaign.imageUrl}
      title={campaign.title}
      detail={
        isClaimable
          ? t('homeFeed.campaignClaim', { done, total })
          : t('homeFeed.campaignProgress', { done, total })
      }
      percent={total > 0 ? Math.round((done * 100) / total) : null}
    />
  );
}

function QuestLink({ quest }: { quest: MyQuest }) {
  const { t } = useTranslation();
  const total = quest.totalStages;
  // The stage the user is on: the one after those completed.
  const stage = Math.min(quest.completedStages + 1, Math.max(total, 1));
  return (
    <ProgressLink
      href={questPath(quest.quest.slug)}
      image={quest.quest.game.iconUrl}
      title={quest.quest.title}
      detail={t('homeFeed.questProgress', { stage, total: Math.max(total, 1) })}
      percent={total > 0 ? Math.round((quest.completedStages * 100) / total) : null}
    />
  );
}

/** Nothing started yet: the first quest to start (the user's games first), or the quest list. */
function StartSomething({ suggestion }: { suggestion: QuestSummary | null }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <p className="text-slate-300">{t('homeFeed.continueEmpty')}</p>
      {suggestion ? (
        <ProgressLink
          href={questPath(suggestion.slug)}
          image={suggestion.game.iconUrl}
          title={t('homeFeed.startFirstQuest')}
          detail={t('homeFeed.suggestedQuest', {
            quest: isolate(suggestion.title),
            game: isolate(suggestion.game.name),
          })}
          percent={null}
        />
      ) : (
        <ProgressLink
          href="/k-quest"
          image={null}
          title={t('homeFeed.startFirstQuest')}
          detail={t('homeFeed.browseQuests')}
          percent={null}
        />
      )}
    </div>
  );
}

/**
 * "Continue where you left off": the campaigns the user started and has not finished (tasks done
 * of all), then the quests they are on (the stage they are at); nothing yet, a first quest.
 */
export function ContinueSection({
  campaigns,
  quests,
  suggestion,
  retry,
}: {
  campaigns: Loaded<CampaignSummary[]>;
  quests: Loaded<MyQuest[]>;
  suggestion: QuestSummary | null;
  retry: () => void;
}) {
  const { t } = useTranslation();
  let body;
  if (campaigns.status === 'error' || quests.status === 'error')
    body = (
      <LoadFailed message={t('homeFeed.continueError')} retryLabel={t('homeFeed.retry')} onRetry={retry} />
    );
  else if (campaigns.status === 'loading' || quests.status === 'loading')
    body = (
      <div role="status" className="grid gap-3 sm:grid-cols-2">
        <span className="sr-only">{t('homeFeed.continueLoading')}</span>
        <Skeleton className="h-20 w-full rounded-card" />
        <Skeleton className="h-20 w-full rounded-card" />
      </div>
    );
  else {
    const started = campaignsInProgress(campaigns.data);
    const onQuests = questsInProgress(quests.data);
    body =
      started.length + onQuests.length === 0 ? (
        <StartSomething suggestion={suggestion} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {started.map((campaign) => (
            <li key={campaign.id}>
              <CampaignLink campaign={campaign} />
            </li>
          ))}
          {onQuests.map((quest) => (
            <li key={quest.questId}>
              <QuestLink quest={quest} />
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section aria-labelledby="home-continue">
      <h2 id="home-continue" className={`mb-4 ${SECTION_TITLE_CLASS}`}>
        {t('homeFeed.continueTitle')}
      </h2>
      {body}
    </section>
  );
}
