import { useId, useState, type FormEvent } from 'react';
import type { ClanStatus, ClanSummary } from '@kp/contract/clans';
import { AppError } from '@kp/domain/errors';
import { ClanLogo } from '../../components/clan-art';
import { LoadFailed } from '../../components/load-failed';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { ShowMore, type MoreState } from '../../components/show-more';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Input } from '../../ui/field';
import { showToast } from '../../ui/toast';
import { clanErrorText, codeOf } from './clan-errors';
import { WaitListModal } from './clan-modals';
import { countryLabel } from './country-label';
import { joinClan, listClans } from './clans-api';
import { UserText, isolate } from '../../components/user-text';
import { formatDate } from '../../lib/dates';

type Wait = { days: number; availableAt: string };

/** The rejoin wait a refusal names (its days, and when it ends in its details), or null. */
function waitOf(error: unknown): Wait | null {
  if (!(error instanceof AppError) || error.code !== 'CLAN_REJOIN_TOO_SOON') return null;
  const days = Number(error.params?.days);
  const availableAt = (error.details as { availableAt?: unknown } | undefined)?.availableAt;
  return Number.isFinite(days) && typeof availableAt === 'string' ? { days, availableAt } : null;
}

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Clans to browse and join (a user in no clan): a search by name, city or college, the most
 * members first, page after page. A full clan says so. While the rejoin wait after leaving runs,
 * Join opens the spec's "wait list" modal (when they can join again) instead of failing.
 */
export function ClanList({ status, onJoined }: { status: ClanStatus; onJoined: () => void }) {
  const { t, language } = useTranslation();
  const ids = { search: useId(), title: useId() };
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const first = useLoad(`clans:${search}`, (signal) => listClans(search, 0, signal));
  const [more, setMore] = useState<{ key: string; clans: ClanSummary[] }>({ key: '', clans: [] });
  const [moreState, setMoreState] = useState<MoreState>('idle');
  const [joining, setJoining] = useState<string | null>(null);
  const [joinError, setJoinError] = useState<{ clanId: string; text: string } | null>(null);
  const [wait, setWait] = useState<Wait | null>(null);
  const rejoinWait = status.waits.clanLeave;

  const extra = more.key === search ? more.clans : [];
  const clans = first.state.status === 'ready' ? [...first.state.data.clans, ...extra] : [];
  const total = first.state.status === 'ready' ? first.state.data.total : 0;

  async function loadMore() {
    setMoreState('loading');
    try {
      const page = await listClans(search, clans.length);
      setMore({ key: search, clans: [...extra, ...page.clans] });
      setMoreState('idle');
    } catch {
      setMoreState('error');
    }
  }

  async function join(clan: ClanSummary) {
    setJoinError(null);
    if (rejoinWait) return setWait(rejoinWait);
    setJoining(clan.id);
    try {
      await joinClan(clan.id);
      showToast(t('clans.joined', { name: isolate(clan.clanName) }), 'success');
      onJoined();
    } catch (caught) {
      const refusedWait = waitOf(caught);
      if (refusedWait) setWait(refusedWait);
      else {
        setJoinError({ clanId: clan.id, text: clanErrorText(t, caught) });
        if (codeOf(caught) === 'CLAN_FULL') first.retry();
      }
    } finally {
      setJoining(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setMoreState('idle');
    setSearch(typed.trim());
  }

  let list;
  if (first.state.status === 'loading')
    list = <CardGridSkeleton label={t('clans.loading')} shape="icon" className={GRID} />;
  else if (first.state.status === 'error')
    list = <LoadFailed message={t('clans.listFailed')} retryLabel={t('clans.retry')} onRetry={first.retry} />;
  else if (clans.length === 0)
    list = <p className="text-slate-300">{search ? t('clans.noMatch') : t('clans.noClans')}</p>;
  else
    list = (
      <>
        <ul className={GRID}>
          {clans.map((clan) => {
            const isFull = clan.memberCount >= clan.memberLimit;
            const place = [clan.city, countryLabel(clan.country, language)].filter(Boolean).join(', ');
            return (
              <Card as="li" key={clan.id} className="flex flex-col gap-3 p-4">
                <div className="flex items-center gap-3">
                  <ClanLogo clan={clan} size={56} className="size-14" />
                  <div className="min-w-0 flex-1">
                    <h3 className="truncate font-semibold">
                      <UserText>{clan.clanName}</UserText>
                    </h3>
                    <p className="truncate text-sm text-slate-400">{place}</p>
                  </div>
                </div>
                <div className="mt-auto flex items-center justify-between gap-2">
                  <span className="text-sm text-slate-300">
                    {t('clans.memberCount', { count: clan.memberCount, limit: clan.memberLimit })}
                  </span>
                  {isFull ? (
                    <Badge tone="warning">{t('clans.full')}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      loading={joining === clan.id}
                      disabled={joining !== null}
                      aria-label={t('clans.joinLabel', { name: clan.clanName })}
                      onClick={() => void join(clan)}
                    >
                      {t('clans.join')}
                    </Button>
                  )}
                </div>
                {joinError?.clanId === clan.id && (
                  <p role="alert" className="field-error">
                    {joinError.text}
                  </p>
                )}
              </Card>
            );
          })}
        </ul>
        {clans.length < total && (
          <ShowMore
            state={moreState}
            onMore={() => void loadMore()}
            label={t('clans.showMore')}
            loadingLabel={t('clans.loading')}
            errorText={t('clans.moreFailed')}
          />
        )}
      </>
    );

  return (
    <section aria-labelledby={ids.title} className="space-y-4">
      <h2 id={ids.title} className="text-title font-semibold">
        {t('clans.browseTitle')}
      </h2>
      <p className="text-slate-300">{t('clans.browseIntro')}</p>
      {rejoinWait && (
        <p role="status" className="rounded-control border border-border bg-surface-raised p-3">
          {t('clans.waitBody', { date: formatDate(rejoinWait.availableAt, language) })}
        </p>
      )}
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={ids.search} className="sr-only">
          {t('clans.search')}
        </label>
        <Input
          id={ids.search}
          type="search"
          value={typed}
          maxLength={60}
          placeholder={t('clans.searchHint')}
          onChange={(event) => setTyped(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('clans.searchButton')}
        </Button>
      </form>
      {list}
      {wait && <WaitListModal wait={wait} onClose={() => setWait(null)} />}
    </section>
  );
}
