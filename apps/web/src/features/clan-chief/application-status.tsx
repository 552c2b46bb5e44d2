import { useEffect, useId, useRef } from 'react';
import type { ClanChiefApplication } from '@kp/contract/clan-chief';
import type { ClanChiefApplicationStatus } from '@kp/domain/clans';
import { useTranslation } from '../../lib/use-translation';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { formatDate } from '../../lib/dates';

const TEXTS = {
  pending: { title: 'clanChief.pendingTitle', body: 'clanChief.pendingBody' },
  approved: { title: 'clanChief.approvedTitle', body: 'clanChief.approvedBody' },
  rejected: { title: 'clanChief.rejectedTitle', body: 'clanChief.rejectedBody' },
} as const satisfies Record<ClanChiefApplicationStatus, { title: string; body: string }>;

const BADGE_TONE: Record<ClanChiefApplicationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/**
 * Where the user's application stands: under review, approved (with the way to create their clan),
 * or not approved with the operator's reason, and what was sent. `isFocused` moves the focus to it (after sending).
 */
export function ApplicationStatus({
  application,
  isFocused = false,
}: {
  application: ClanChiefApplication;
  isFocused?: boolean;
}) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { status } = application;

  useEffect(() => {
    if (isFocused) titleRef.current?.focus();
  }, [isFocused, application.id]);

  const detail = (label: string, value: string, isLtr = false) => (
    <div className="min-w-0">
      <dt className="text-sm text-slate-400">{label}</dt>
      {/* An email or a number reads left to right, in right-to-left pages too, aligned with the rest. */}
      <dd className="break-words text-slate-100">{isLtr ? <span dir="ltr">{value}</span> : value}</dd>
    </div>
  );

  return (
    <Card as="section" aria-labelledby={titleId} className="p-4 sm:p-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t(TEXTS[status].title)}
        </h2>
        <Badge tone={BADGE_TONE[status]}>{t(`clanChief.status.${status}`)}</Badge>
      </div>
      <p className="mb-4 text-slate-300">{t(TEXTS[status].body)}</p>
      {status === 'approved' && (
        <Button href="/my-clan/?create" className="mb-4">
          {t('clans.createTitle')}
        </Button>
      )}
      {application.decisionReason && (
        <figure className="mb-4 rounded-lg border border-slate-700 bg-slate-950 p-3">
          <figcaption className="mb-1 text-sm text-slate-400">{t('clanChief.reason')}</figcaption>
          <blockquote className="whitespace-pre-line break-words">{application.decisionReason}</blockquote>
        </figure>
      )}
      <dl className="grid gap-3 sm:grid-cols-2">
        {detail(t('clanChief.email'), application.email, true)}
        {detail(t('clanChief.phone'), application.phoneNumber, true)}
        {detail(t('clanChief.city'), application.chiefCity)}
        {application.collegeName && detail(t('clanChief.college'), application.collegeName)}
      </dl>
      <p className="mt-4 text-sm text-slate-400">
        {t('clanChief.sentOn', { date: formatDate(application.createdAt, language) })}
        {application.decidedAt && (
          <>
            {' · '}
            {t('clanChief.decidedOn', { date: formatDate(application.decidedAt, language) })}
          </>
        )}
      </p>
    </Card>
  );
}
