import { useState } from 'react';
import type { ClanDetail } from '@kp/contract/clans';
import { formatNumber } from '@kp/domain/display';

import { useTranslation } from '../../lib/use-translation';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { showToast } from '../../ui/toast';
import { ConfirmModal } from './clan-modals';
import { removeClanMember } from './clans-api';
import { UserText, isolate } from '../../components/user-text';

type Member = ClanDetail['members'][number];

/** A member's picture, or their initial on a tile. */
function MemberPicture({ member }: { member: Member }) {
  if (member.hasPicture)
    return (
      <img
        src={`/api/users/${member.userId}/picture`}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-full object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-700 font-bold uppercase"
    >
      {(member.username ?? '?').slice(0, 1)}
    </span>
  );
}

/**
 * The clan's members, the chief first, each with their role and score (their XP). The chief may
 * remove a member, after the spec's "remove clan" modal.
 */
export function ClanMembers({
  clan,
  userId,
  isChief,
  onClanChange,
}: {
  clan: ClanDetail;
  userId: string;
  isChief: boolean;
  onClanChange: (clan: ClanDetail) => void;
}) {
  const { t, language } = useTranslation();
  const [removing, setRemoving] = useState<Member | null>(null);
  const nameOf = (member: Member) => member.username ?? t('clans.noUsername');
  const members = [...clan.members].sort(
    (a, b) => Number(b.role === 'Chief') - Number(a.role === 'Chief') || b.score - a.score,
  );

  async function remove(member: Member) {
    onClanChange(await removeClanMember(clan.id, member.userId));
    setRemoving(null);
    showToast(t('clans.removed', { name: isolate(nameOf(member)) }), 'success');
  }

  return (
    <Card as="section" title={t('clans.membersTitle')}>
      <ul className="divide-y divide-border">
        {members.map((member) => (
          <li key={member.userId} className="flex items-center gap-3 py-3">
            <MemberPicture member={member} />
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 font-semibold">
                <UserText className="min-w-0 truncate">{nameOf(member)}</UserText>
                {member.userId === userId && (
                  <span className="shrink-0 font-normal whitespace-pre text-slate-400">
                    {' '}
                    ({t('clans.you')})
                  </span>
                )}
              </p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-400">
                <span>
                  {t('clans.score', {
                    score: formatNumber(member.score, language),
                  })}
                </span>
                <Badge tone={member.role === 'Chief' ? 'primary' : 'neutral'}>
                  {t(`clans.role.${member.role}`)}
                </Badge>
              </p>
            </div>
            {isChief && member.role !== 'Chief' && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('clans.removeLabel', { name: nameOf(member) })}
                onClick={() => setRemoving(member)}
              >
                {t('clans.remove')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {removing && (
        <ConfirmModal
          title={t('clans.removeTitle', { name: nameOf(removing) })}
          confirmLabel={t('clans.remove')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        >
          <p>{t('clans.removeBody')}</p>
        </ConfirmModal>
      )}
    </Card>
  );
}
