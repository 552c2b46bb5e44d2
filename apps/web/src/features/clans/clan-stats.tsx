import { useState } from 'react';
import type { ClanDetail } from '@kp/contract/clans';
import { CLAN_DASHBOARD_TYPE } from '@kp/domain/clans';
import { formatNumber } from '@kp/domain/display';

import { LoadFailed } from '../../components/load-failed';
import { TextShapes } from '../../components/page-skeletons';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../ui/card';
import { Tabs } from '../../ui/tabs';
import { getClanCampaignStats, getClanPogScores } from './clans-api';
import { UserText } from '../../components/user-text';

type Dashboard = keyof typeof CLAN_DASHBOARD_TYPE;

/**
 * The clan's stats: how many K-Drop campaigns or K-Quests (two tabs, the spec's dashboard types)
 * its members completed since they joined, in all and per member; and its POG scores, said
 * honestly to count only once Proof of Gamer cards exist.
 */
export function ClanStats({ clan }: { clan: ClanDetail }) {
  const { t, language } = useTranslation();
  const lang = language;
  const [dashboard, setDashboard] = useState<Dashboard>('quest');
  const stats = useLoad(`${clan.id}:${dashboard}`, (signal) =>
    getClanCampaignStats(clan.id, CLAN_DASHBOARD_TYPE[dashboard], signal),
  );
  const pog = useLoad(clan.id, (signal) => getClanPogScores(clan.id, signal));
  const nameOf = (userId: string, username: string | null) =>
    username ?? clan.members.find((m) => m.userId === userId)?.username ?? t('clans.noUsername');

  let panel;
  if (stats.state.status === 'loading') panel = <TextShapes lines={3} />;
  else if (stats.state.status === 'error')
    panel = (
      <LoadFailed message={t('clans.statsFailed')} retryLabel={t('clans.retry')} onRetry={stats.retry} />
    );
  else {
    const { completed, members } = stats.state.data;
    const done = members.filter((m) => m.completed > 0).sort((a, b) => b.completed - a.completed);
    panel = (
      <div className="space-y-3">
        <p className="text-lg font-semibold">
          {t('clans.completedByClan', { count: formatNumber(completed, lang) })}
        </p>
        {done.length === 0 ? (
          <p className="text-slate-300">{t('clans.statsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {done.map((member) => (
              <li key={member.userId} className="flex justify-between gap-3 py-2">
                <UserText className="min-w-0 truncate">{nameOf(member.userId, member.username)}</UserText>
                <span className="shrink-0 font-semibold">{formatNumber(member.completed, lang)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return (
    <Card as="section" title={t('clans.statsTitle')} className="space-y-6 p-4">
      <Tabs
        label={t('clans.statsTitle')}
        tabs={[
          { id: 'quest', label: t('clans.dashboard.quest') },
          { id: 'drop', label: t('clans.dashboard.drop') },
        ]}
        selected={dashboard}
        onSelect={setDashboard}
        panelClassName="mt-4"
      >
        {panel}
      </Tabs>
      <div>
        <h3 className="mb-2 font-semibold">{t('clans.pogTitle')}</h3>
        {pog.state.status === 'ready' ? (
          pog.state.data.isCounted ? (
            <p>{t('clans.pogScore', { score: formatNumber(pog.state.data.score, lang) })}</p>
          ) : (
            <p className="text-slate-300">{t('clans.pogNotCounted')}</p>
          )
        ) : pog.state.status === 'error' ? (
          <LoadFailed message={t('clans.statsFailed')} retryLabel={t('clans.retry')} onRetry={pog.retry} />
        ) : (
          <TextShapes lines={1} />
        )}
      </div>
    </Card>
  );
}
