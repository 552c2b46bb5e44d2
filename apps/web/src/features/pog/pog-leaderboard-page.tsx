import { useState } from 'react';
import type { PogBoardSubject } from '@kp/domain/leaderboards';
import { LoadFailed } from '../../components/load-failed';
import { TableSkeleton } from '../../components/page-skeletons';
import { ShowMore } from '../../components/show-more';
import { SignInFirst } from '../../components/sign-in-first';
import { errorText } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Tabs } from '../../ui/tabs';
import { MyPogStanding } from './my-pog-standing';
import { PogBoardTable } from './pog-board-table';
import { usePogBoard } from './use-pog-board';

/**
 * The tabs: the spec's two (Global Clans, My Clan), then the gamers themselves, where a gamer in
 * no clan finds their own place.
 */
const TABS: readonly PogBoardSubject[] = ['clans', 'members', 'users'];

/** What a tab says instead of its table, padded as the table's cells are not. */
const MESSAGE_CLASS = 'space-y-3 p-3 sm:p-0';

/** A tab's board: its loading, error and empty states, its table, and more rows on demand. */
function BoardPanel({ of, userId }: { of: PogBoardSubject; userId: string | null }) {
  const { t } = useTranslation();
  // My Clan is the caller's: a visitor is asked to sign in and nothing is loaded.
  const needsSignIn = of === 'members' && !userId;
  const lb = usePogBoard(needsSignIn ? null : of, userId ?? 'visitor');
  const state = lb.board.state;

  if (needsSignIn)
    return (
      <div className={MESSAGE_CLASS}>
        <SignInFirst message={t('pog.board.signInForClan')} />
      </div>
    );
  if (state.status === 'loading') return <TableSkeleton label={t('pog.board.loading')} rows={8} />;
  if (state.status === 'error')
    return (
      <div className={MESSAGE_CLASS}>
        <LoadFailed
          message={`${t('pog.board.loadFailed')} ${errorText(t, state.error)}`}
          retryLabel={t('pog.retry')}
          onRetry={lb.board.retry}
        />
      </div>
    );
  const page = state.data;
  if (of === 'members' && !page.clan)
    return (
      <div className={MESSAGE_CLASS}>
        <p>{t('pog.board.noClan')}</p>
        <Button href="/my-clan">{t('pog.board.findClan')}</Button>
      </div>
    );
  if (!page.isCounted || lb.rows.length === 0)
    return (
      <p className={MESSAGE_CLASS}>{t(of === 'users' ? 'pog.board.emptyGamers' : 'pog.board.emptyClans')}</p>
    );
  return (
    <div className="space-y-2">
      {of === 'members' && page.clan && (
        <p className="px-2 text-sm text-text-muted">{t('pog.board.clanIntro', { clan: page.clan.name })}</p>
      )}
      <PogBoardTable
        of={of}
        caption={t('pog.board.caption', { tab: t(`pog.board.tabs.${of}`) })}
        rows={lb.rows}
        pinned={lb.pinned}
      />
      {lb.hasMore && (
        <ShowMore
          state={lb.moreState}
          onMore={() => void lb.loadMore()}
          label={t('leaderboards.showMore')}
          loadingLabel={t('leaderboards.loadingMore')}
          errorText={t('pog.board.loadFailed')}
        />
      )}
    </div>
  );
}

/**
 * `/pog/leaderboard`: clans ranked by their members' POG scores (Global Clans), the caller's clan's
 * members ranked by theirs (My Clan), and every gamer by theirs; the caller's own standing above
 * whatever tab is open.
 */
export default function PogLeaderboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('pog.board.title'));
  const [tab, setTab] = useState<PogBoardSubject>('clans');
  const userId = session.status === 'signed-in' ? session.user.id : null;

  return (
    <section aria-labelledby="pog-board-title" className="mx-auto max-w-3xl space-y-4 py-6">
      <h1 id="pog-board-title" className="text-2xl font-bold">
        {t('pog.board.title')}
      </h1>
      <p className="text-slate-300">{t('pog.board.intro')}</p>
      {userId && <MyPogStanding userId={userId} />}
      {session.status === 'signed-out' && <SignInFirst message={t('pog.board.signInForStanding')} />}
      <Tabs
        label={t('pog.board.tabsLabel')}
        tabs={TABS.map((id) => ({ id, label: t(`pog.board.tabs.${id}`) }))}
        selected={tab}
        onSelect={setTab}
        panelClassName="card p-1 sm:p-4"
        fit
      >
        {session.status === 'unknown' ? (
          <TableSkeleton label={t('pog.board.loading')} rows={8} />
        ) : (
          <BoardPanel key={tab} of={tab} userId={userId} />
        )}
      </Tabs>
      <p className="flex flex-wrap gap-2">
        <Button variant="secondary" href="/my-pog">
          {t('pog.board.myCard')}
        </Button>
        <Button variant="ghost" href="/pog">
          {t('pog.landing.whatIs')}
        </Button>
      </p>
    </section>
  );
}
