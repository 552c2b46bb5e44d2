import { useEffect, useRef, useState } from 'react';
import type { Progress } from '@kp/contract/progression';
import { formatNumber } from '@kp/domain/display';

import { XP_RULES } from '@kp/domain/progression';
import { checkIn, onXpGain } from '../lib/user-data';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../ui/button';
import { showToast } from '../ui/toast';

/** A whole number as the reader writes it. */
export function useCount() {
  const { language } = useTranslation();
  return (value: number) => formatNumber(value, language);
}

/** The share of this level done, 0 to 1. */
const shareOf = (progress: Progress) =>
  progress.xpForNextLevel > 0 ? Math.min(1, progress.xpIntoLevel / progress.xpForNextLevel) : 0;

/**
 * The level in a ring that fills with the XP toward the next one; its name says both ("Level 3:
 * 120 of 200 XP to level 4"). `size` in pixels.
 */
export function LevelRing({ progress, size = 32 }: { progress: Progress; size?: number }) {
  const { t } = useTranslation();
  const count = useCount();
  const radius = 15;
  const circumference = 2 * Math.PI * radius;
  return (
    <span
      role="img"
      aria-label={t('progress.levelProgress', {
        level: progress.level,
        into: count(progress.xpIntoLevel),
        span: count(progress.xpForNextLevel),
        next: progress.level + 1,
      })}
      className="relative inline-grid shrink-0 place-items-center"
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 36 36" width={size} height={size} aria-hidden="true" className="-rotate-90">
        <circle cx="18" cy="18" r={radius} fill="none" strokeWidth="4" className="stroke-slate-700" />
        <circle
          cx="18"
          cy="18"
          r={radius}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          className="stroke-emerald-400"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shareOf(progress))}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute font-black text-white tabular-nums"
        style={{ fontSize: Math.round(size * 0.4) }}
      >
        {count(progress.level)}
      </span>
    </span>
  );
}

/** The XP of this level as a bar, with "120 / 200 XP to level 4" beneath. */
export function XpBar({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const count = useCount();
  const label = t('progress.toNext', {
    into: count(progress.xpIntoLevel),
    span: count(progress.xpForNextLevel),
    next: progress.level + 1,
  });
  return (
    <div>
      <div
        role="progressbar"
        aria-label={t('progress.level', { level: progress.level })}
        aria-valuemin={0}
        aria-valuemax={progress.xpForNextLevel}
        aria-valuenow={progress.xpIntoLevel}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-700"
      >
        <div
          className="h-full rounded-full bg-emerald-400"
          style={{ width: `${Math.round(shareOf(progress) * 100)}%` }}
        />
      </div>
      <p className="mt-1 text-caption text-slate-300 tabular-nums">{label}</p>
    </div>
  );
}

/** The streak as a flame and its days ("3-day streak"), or the invitation to start one. */
export function StreakCount({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const current = progress.streak.current;
  return (
    <span className="inline-flex items-center gap-1.5 font-semibold">
      <span aria-hidden="true" className={current > 0 ? '' : 'opacity-40 grayscale'}>
        🔥
      </span>
      {current > 0 ? t('progress.streak', { count: current }) : t('progress.streakNone')}
    </span>
  );
}

/**
 * Today's check-in: the button while it is not done (it says the XP it earns), then "Checked in
 * today". A failure says so and leaves the button.
 */
export function CheckInButton({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  if (progress.isCheckedInToday)
    return (
      <p className="inline-flex items-center gap-1.5 text-label font-semibold text-emerald-300">
        <span aria-hidden="true">✓</span>
        {t('progress.checkedIn')}
      </p>
    );
  const onClick = async () => {
    setPending(true);
    try {
      await checkIn();
    } catch {
      showToast(t('progress.checkInFailed'), 'error');
    } finally {
      setPending(false);
    }
  };
  return (
    <Button size="sm" variant="success" loading={pending} onClick={() => void onClick()}>
      {pending ? t('progress.checkingIn') : t('progress.checkIn', { amount: XP_RULES.daily_check_in })}
    </Button>
  );
}

/**
 * Says each XP gain once ("+50 XP earned", and "Level up!" when a level is reached), wherever the
 * action happened. Mounted once, with the account menu.
 */
export function XpAnnouncer() {
  const { t } = useTranslation();
  const count = useCount();
  const words = useRef({ t, count });
  useEffect(() => {
    words.current = { t, count };
  });
  useEffect(
    () =>
      onXpGain((gain) => {
        const { t, count } = words.current;
        showToast(t('progress.xpEarned', { amount: count(gain.amount) }), 'success');
        if (gain.newLevel !== null) showToast(t('progress.levelUp', { level: gain.newLevel }), 'success');
      }),
    [],
  );
  return null;
}
