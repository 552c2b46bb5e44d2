import { Link, useLocation, useSearch } from 'wouter';
import type { ClanDetail, ClanStatus } from '@kp/contract/clans';
import { LoadFailed } from '../../components/load-failed';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { SignInFirst } from '../../components/sign-in-first';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { showToast } from '../../ui/toast';
import { ClanHome } from './clan-home';
import { ClanList } from './clan-list';
import { CreateClanForm } from './create-clan-form';
import { getClan, getClanStatus } from './clans-api';
import { formatDate } from '../../lib/dates';

/** The caller's status and, when they are in one, their clan's page. */
async function loadMyClan(signal: AbortSignal): Promise<{ status: ClanStatus; clan: ClanDetail | null }> {
  const status = await getClanStatus(signal);
  return { status, clan: status.clan ? await getClan(status.clan.id, signal) : null };
}

/** What an approved chief in no clan is offered: create their clan, or when they may again. */
function CreateInvite({ status, createHref }: { status: ClanStatus; createHref: string }) {
  const { t, language } = useTranslation();
  const wait = status.waits.clanCreation;
  return (
    <Card as="section" title={t('clans.createTitle')}>
      <p className="mb-4 text-slate-300">{t('clans.createIntro')}</p>
      {status.canCreateClan ? (
        <Button href={createHref}>{t('clans.createTitle')}</Button>
      ) : (
        wait && (
          <p role="status">{t('clans.recreateWait', { date: formatDate(wait.availableAt, language) })}</p>
        )
      )}
    </Card>
  );
}

/**
 * The caller's clan (`/my-clan/`, and the gamer hub's my-clan tab): their clan's page; in no clan,
 * clans to join, with the way to create one for an approved chief (the form at `?create`) and the
 * way to apply as a chief for anyone else.
 */
export default function MyClanPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [path, navigate] = useLocation();
  const isCreating = new URLSearchParams(useSearch()).has('create');
  useDocumentTitle(t('clans.title'));
  useSignInRequired(session.status);
  const user = session.status === 'signed-in' ? session.user : null;
  const mine = useLoad(user ? `my-clan:${user.id}` : null, loadMyClan);

  const skeleton = <CardGridSkeleton label={t('clans.loading')} shape="icon" count={3} />;
  let content;
  if (session.status === 'unknown') content = skeleton;
  else if (!user) content = <SignInFirst message={t('clans.signInFirst')} />;
  else if (mine.state.status === 'loading') content = skeleton;
  else if (mine.state.status === 'error')
    content = (
      <LoadFailed message={t('clans.loadFailed')} retryLabel={t('clans.retry')} onRetry={mine.retry} />
    );
  else {
    const { status, clan } = mine.state.data;
    if (clan) {
      content = (
        <ClanHome
          clan={clan}
          status={status}
          userId={user.id}
          onClanChange={(next) => mine.set({ status, clan: next })}
          onStatusChange={(next) => mine.set({ status: next, clan: null })}
        />
      );
    } else if (isCreating && status.canCreateClan) {
      content = (
        <CreateClanForm
          onCreated={() => {
            showToast(t('clans.created'), 'success');
            navigate(path, { replace: true });
            mine.retry();
          }}
          onCancel={() => navigate(path)}
        />
      );
    } else {
      content = (
        <div className="space-y-8">
          {status.isApprovedChief ? (
            <CreateInvite status={status} createHref={`${path}?create`} />
          ) : (
            <p className="text-slate-300">
              {t('clans.becomeChief')}{' '}
              <Link href="/clan-chief/" className="font-semibold text-primary underline">
                {t('clans.becomeChiefLink')}
              </Link>
            </p>
          )}
          <ClanList status={status} onJoined={mine.retry} />
        </div>
      );
    }
  }

  return (
    <section aria-labelledby="my-clan-title" className="mx-auto max-w-5xl py-6">
      <h1 id="my-clan-title" className="mb-6 text-2xl font-bold">
        {t('clans.title')}
      </h1>
      {content}
    </section>
  );
}
