import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CampaignSummary } from '@kp/contract/campaigns';
import { PUBLIC_CAMPAIGN_STATUSES, type CampaignStatus } from '@kp/domain/campaigns';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { CampaignCard } from '../../components/campaign-card';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { Tabs } from '../../ui/tabs';
import { CAMPAIGNS_PAGE_SIZE, listCampaigns, type CampaignsPage } from './campaigns-api';
import { CARD_CLASS } from '../../ui/card';
import { ClanPromotion } from '../../components/clan-promotion';

const TABS = ['live', 'upcoming', 'past'] as const;
type Tab = (typeof TABS)[number];
const TAB_PARAM = 'tab';

/** Past: every public status after LIVE (ended, claiming, paying out, paid). */
const PAST_STATUSES: readonly CampaignStatus[] = PUBLIC_CAMPAIGN_STATUSES.filter(
  (status) => status !== 'LIVE' && status !== 'PUBLISHED',
);

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * A page of one tab from `offset` (the list's own position). Live and Upcoming are one filter each.
 * Past spans four statuses and the list filters by one: it is read without a status and the past
 * ones kept. The list orders live, then upcoming, then the rest, so only its first pages hold
 * campaigns that are not past; reading goes on until a page's worth is found or the list ends.
 */
async function listTabPage(tab: Tab, offset: number, signal: AbortSignal): Promise<CampaignsPage> {
  if (tab === 'live') return listCampaigns({ status: 'LIVE', offset }, signal);
  if (tab === 'upcoming') return listCampaigns({ upcoming: 'true', offset }, signal);
  const campaigns: CampaignSummary[] = [];
  let page: CampaignsPage = { campaigns: [], isLastCard: false, offset };
  do {
    page = await listCampaigns({ offset: page.offset }, signal);
    campaigns.push(...page.campaigns.filter((c) => PAST_STATUSES.includes(c.status)));
  } while (campaigns.length < CAMPAIGNS_PAGE_SIZE && !page.isLastCard && page.campaigns.length > 0);
  return { campaigns, isLastCard: page.isLastCard || page.campaigns.length === 0, offset: page.offset };
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`${CARD_CLASS} space-y-3 p-4`}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('kdrop.retry')}
      </Button>
    </div>
  );
}

/** One tab's campaigns, a page at a time ("Load more" until the list says it is the last card). */
function CampaignList({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const first = useLoad(tab, (signal) => listTabPage(tab, 0, signal));
  const [more, setMore] = useState<CampaignsPage[]>([]);
  const [moreStatus, setMoreStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const moreRequest = useRef<AbortController | null>(null);
  useEffect(() => () => moreRequest.current?.abort(), []);

  if (first.state.status === 'loading') return <CardGridSkeleton label={t('kdrop.loading')} shape="media" />;
  if (first.state.status === 'error')
    return <LoadError message={t('kdrop.loadError')} onRetry={first.retry} />;
  const pages = [first.state.data, ...more];
  const last = pages[pages.length - 1]!;
  const campaigns = pages.flatMap((page) => page.campaigns);

  async function loadMore() {
    const controller = new AbortController();
    moreRequest.current = controller;
    setMoreStatus('loading');
    try {
      const page = await listTabPage(tab, last.offset, controller.signal);
      setMore((pages) => [...pages, page]);
      setMoreStatus('idle');
    } catch {
      if (!controller.signal.aborted) setMoreStatus('error');
    }
  }

  return (
    <div className="space-y-4">
      {campaigns.length === 0 ? (
        <p className={`${CARD_CLASS} p-5 text-slate-300`}>{t(`kdrop.empty.${tab}`)}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {campaigns.map((campaign) => (
            <li key={campaign.id}>
              <CampaignCard campaign={campaign} headingLevel={2} className="h-full" />
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="space-y-3">
        {/* The next page of a list already on screen: a spinner under the cards, not a page's skeleton. */}
        {moreStatus === 'loading' && <Spinner label={t('kdrop.loadingMore')} />}
        {moreStatus === 'error' && <p role="alert">{t('kdrop.loadMoreError')}</p>}
      </div>
      {!last.isLastCard && moreStatus !== 'loading' && (
        <Button variant="secondary" onClick={() => void loadMore()}>
          {moreStatus === 'error' ? t('kdrop.retry') : t('kdrop.loadMore')}
        </Button>
      )}
    </div>
  );
}

/**
 * `/gamer/k-drop`: the K-Drop campaigns by Live / Upcoming / Past, the tab kept in `?tab=`; the
 * clan promotion overlay.
 */
export default function CampaignsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kdrop.title'));
  const [location, navigate] = useLocation();
  const search = useSearch();
  const asked = new URLSearchParams(search).get(TAB_PARAM);
  const tab: Tab = isTab(asked) ? asked : 'live';
  const session = useSession();
  // Signed in, each card is the user's: a sign-in or -out on this page reads the list again.
  const viewer = session.status === 'signed-in' ? session.user.id : 'visitor';

  function select(name: Tab) {
    const params = new URLSearchParams(search);
    if (name === 'live') params.delete(TAB_PARAM);
    else params.set(TAB_PARAM, name);
    const query = params.toString();
    // Pushed, not replaced: Back returns to the tab before.
    navigate(query ? `${location}?${query}` : location);
  }

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-black tracking-tight text-white">{t('kdrop.title')}</h1>
        <p className="text-slate-300">{t('kdrop.intro')}</p>
      </header>
      <Tabs
        label={t('kdrop.tabs')}
        tabs={TABS.map((name) => ({ id: name, label: t(`kdrop.tab.${name}`) }))}
        selected={tab}
        onSelect={select}
      >
        <CampaignList key={`${tab}:${viewer}`} tab={tab} />
      </Tabs>
      <ClanPromotion />
    </div>
  );
}
