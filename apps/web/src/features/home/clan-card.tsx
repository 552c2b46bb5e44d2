import { ClanLogo } from '../../components/clan-art';
import { call } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../ui/card';
import { SECTION_TITLE_CLASS } from './row-section';

async function findMyClan(signal: AbortSignal) {
  return (await call('getClanStatus', {}, { signal })).data.clan;
}

/**
 * The home's clan card: the gamer's clan (its logo, name and size) leading to it, or, in no clan,
 * an invitation to join one. Nothing while it loads or should the load fail (it is a shortcut).
 */
export function ClanCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const mine = useLoad(`clan:${userId}`, findMyClan);
  if (mine.state.status !== 'ready') return null;
  const clan = mine.state.data;
  return (
    <section aria-labelledby="home-clan">
      <h2 id="home-clan" className={`mb-4 ${SECTION_TITLE_CLASS}`}>
        {clan ? t('clans.homeTitle') : t('clans.homeJoinTitle')}
      </h2>
      <Card href="/my-clan/" className="flex-row! items-center gap-4 p-4">
        {clan ? (
          <>
            <ClanLogo clan={clan} size={56} className="size-14" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-white">
                <bdi>{clan.clanName}</bdi>
              </span>
              <span className="block text-sm text-slate-300">
                {t('clans.memberCount', { count: clan.memberCount, limit: clan.memberLimit })}
              </span>
            </span>
          </>
        ) : (
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-white">{t('clans.homeJoinLink')}</span>
            <span className="block text-sm text-slate-300">{t('clans.homeJoinBody')}</span>
          </span>
        )}
      </Card>
    </section>
  );
}
