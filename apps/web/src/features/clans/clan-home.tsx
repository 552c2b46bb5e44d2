import { useState } from 'react';
import type { CodeChallenge } from '@kp/contract/auth';
import type { ClanDetail, ClanStatus } from '@kp/contract/clans';
import { CLAN_RULE_FIELDS } from '@kp/domain/clans';
import { ClanBanner, ClanLogo } from '../../components/clan-art';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { showToast } from '../../ui/toast';
import { ClanImageUpload } from './clan-image-upload';
import { ClanMembers } from './clan-members';
import { ClanCodeModal, ConfirmModal } from './clan-modals';
import { ClanStats } from './clan-stats';
import { countryLabel } from './country-label';
import { deleteClan, getClanRules, leaveClan, sendClanCode } from './clans-api';
import { UserText, isolate } from '../../components/user-text';
import { formatDate } from '../../lib/dates';
import { formatNumber } from '@kp/domain/display';

type Dialog =
  | { name: 'leave'; rejoinDays: number | null }
  | { name: 'delete' }
  | { name: 'code'; challenge: CodeChallenge };

/**
 * The caller's clan: its banner and logo, name, place, chief and size; a Member's way out; the
 * Chief's tools (replace the logo or banner, delete the clan through the `delete clan` code flow,
 * which says when it becomes possible while the rule's wait runs); its members and its stats.
 */
export function ClanHome({
  clan,
  status,
  userId,
  onClanChange,
  onStatusChange,
}: {
  clan: ClanDetail;
  status: ClanStatus;
  userId: string;
  onClanChange: (clan: ClanDetail) => void;
  onStatusChange: (status: ClanStatus) => void;
}) {
  const { t, language } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const isChief = clan.chief.id === userId;
  const deleteWait = status.waits.clanDelete;
  const chiefName = clan.chief.username ?? t('clans.noUsername');

  async function openLeave() {
    // The rule's wait after leaving, said before they leave (the rules answer, or nothing).
    const rules = await getClanRules().catch(() => null);
    setDialog({ name: 'leave', rejoinDays: rules ? rules[CLAN_RULE_FIELDS.clanLeave] : null });
  }

  async function leave() {
    const after = await leaveClan();
    setDialog(null);
    showToast(t('clans.left'), 'success');
    onStatusChange(after);
  }

  async function askDeleteCode() {
    const challenge = await sendClanCode('delete_clan');
    setDialog({ name: 'code', challenge });
  }

  async function remove(code: { challengeId: string; code: string }) {
    const after = await deleteClan(clan.id, code);
    setDialog(null);
    showToast(t('clans.deleted'), 'success');
    onStatusChange(after);
  }

  const place = [clan.city, countryLabel(clan.country, language)].filter(Boolean).join(', ');
  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="clan-name" className="overflow-hidden p-0">
        <ClanBanner clan={clan} />
        <div className="flex flex-wrap items-end gap-4 px-4 pb-4 sm:px-6">
          <ClanLogo clan={clan} size={96} className="-mt-12 size-24 border-4 border-surface-raised" />
          <div className="min-w-0 flex-1 pt-2">
            <h2 id="clan-name" className="truncate text-2xl font-bold">
              <UserText>{clan.clanName}</UserText>
            </h2>
            <p className="text-slate-300">{place}</p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 border-t border-border px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <dt className="text-sm text-slate-400">{t('clans.role.Chief')}</dt>
            <dd className="font-semibold">
              <UserText className="block truncate">{chiefName}</UserText>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-400">{t('clans.membersTitle')}</dt>
            <dd className="font-semibold" dir="ltr">
              {formatNumber(clan.memberCount, language)}/{formatNumber(clan.memberLimit, language)}
            </dd>
          </div>
        </dl>
        {clan.description && (
          <p
            dir="auto"
            className="border-t border-border px-4 py-3 whitespace-pre-line break-words text-slate-300 sm:px-6"
          >
            {clan.description}
          </p>
        )}
      </Card>

      {isChief ? (
        <Card as="section" title={t('clans.chiefTools')}>
          <div className="flex flex-wrap gap-4">
            <ClanImageUpload
              page="my-clan"
              imageType="logo"
              label={t('clans.replaceLogo')}
              onUploaded={({ url }) => {
                onClanChange({ ...clan, clanLogoUrl: url });
                showToast(t('clans.imageSaved'), 'success');
              }}
            />
            <ClanImageUpload
              page="my-clan"
              imageType="banner"
              label={t('clans.replaceBanner')}
              onUploaded={({ url }) => {
                onClanChange({ ...clan, bannerImageUrl: url });
                showToast(t('clans.imageSaved'), 'success');
              }}
            />
          </div>
          <p className="mt-2 text-sm text-slate-400">{t('clans.imageHint')}</p>
          <div className="mt-6 border-t border-border pt-4">
            {deleteWait ? (
              <>
                <Button variant="danger" disabled>
                  {t('clans.deleteFrom', { date: formatDate(deleteWait.availableAt, language) })}
                </Button>
                <p className="mt-2 text-sm text-slate-400">
                  {t('clans.deleteWait', { count: deleteWait.days })}
                </p>
              </>
            ) : (
              <Button variant="danger" onClick={() => setDialog({ name: 'delete' })}>
                {t('clans.deleteClan')}
              </Button>
            )}
          </div>
        </Card>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => void openLeave()}>
            {t('clans.leave')}
          </Button>
        </div>
      )}

      <ClanMembers clan={clan} userId={userId} isChief={isChief} onClanChange={onClanChange} />
      <ClanStats clan={clan} />

      {dialog?.name === 'leave' && (
        <ConfirmModal
          title={t('clans.leaveTitle', { name: isolate(clan.clanName) })}
          confirmLabel={t('clans.leave')}
          onConfirm={leave}
          onClose={() => setDialog(null)}
        >
          <p>{t('clans.leaveBody')}</p>
          {dialog.rejoinDays !== null &&
            (dialog.rejoinDays > 0 ? (
              <p className="font-semibold">{t('clans.leaveWait', { count: dialog.rejoinDays })}</p>
            ) : (
              <p>{t('clans.leaveNoWait')}</p>
            ))}
        </ConfirmModal>
      )}
      {dialog?.name === 'delete' && (
        <ConfirmModal
          title={t('clans.deleteTitle', { name: isolate(clan.clanName) })}
          confirmLabel={t('clans.sendCode')}
          onConfirm={askDeleteCode}
          onClose={() => setDialog(null)}
        >
          <p>{t('clans.deleteBody')}</p>
        </ConfirmModal>
      )}
      {dialog?.name === 'code' && (
        <ClanCodeModal
          title={t('clans.deleteCodeTitle')}
          challenge={dialog.challenge}
          verifyLabel={t('clans.deleteClan')}
          onVerify={remove}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
