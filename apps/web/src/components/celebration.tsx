import { useEffect, useRef } from 'react';
import { Coins, Share2 } from 'lucide-react';
import { BRAND_NAME } from '@kp/domain/brand';
import { balanceOf, useBalances } from '../lib/user-data';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../ui/button';
import { CopyButton } from './copy-button';
import { formatMoney } from './money';

/** One amount won. */
export type CelebratedReward = { amount: string; currency: string; name?: string | null };

// The moment's own motion: the reward pops in big, a coin flies from it into the line below (the
// balance, or the earnings waiting to be collected), which then swells once. Nothing moves for a
// reader who asked for reduced motion.
const MOTION_CSS = `
@keyframes kp-celebrate-pop { 0% { transform: scale(.4); opacity: 0 } 60% { transform: scale(1.12); opacity: 1 } 100% { transform: scale(1) } }
@keyframes kp-celebrate-fly { 0% { transform: translateY(0) scale(1.4); opacity: 0 } 15% { opacity: 1 } 100% { transform: translateY(3.25rem) scale(.6); opacity: 0 } }
@keyframes kp-celebrate-land { 0%, 100% { transform: scale(1) } 50% { transform: scale(1.08) } }
.kp-celebrate-pop { animation: kp-celebrate-pop 600ms cubic-bezier(.2,.9,.3,1.2) both }
.kp-celebrate-fly { animation: kp-celebrate-fly 700ms ease-in 450ms both }
.kp-celebrate-land { animation: kp-celebrate-land 400ms ease-out 1100ms both }
@media (prefers-reduced-motion: reduce) {
  .kp-celebrate-pop, .kp-celebrate-land { animation: none }
  .kp-celebrate-fly { display: none }
}
`;

const CONFETTI_COLOURS = ['#fcd34d', '#fde68a', '#34d399', '#38bdf8', '#f472b6'];

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches ?? false;
}

/**
 * Confetti over the moment, on a canvas of its own inside it (a modal dialog sits in the browser's
 * top layer, above any canvas the page could hold). canvas-confetti loads only now, when there is
 * something to celebrate, and not at all for a reader who asked for reduced motion.
 */
function useConfetti() {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let isCancelled = false;
    let stop: (() => void) | undefined;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        // No 2D canvas (an old engine, a test's DOM): no confetti, the moment stands without it.
        if (isCancelled || !canvas.current?.getContext?.('2d')) return;
        const fire = confetti.create(canvas.current, { resize: true, disableForReducedMotion: true });
        stop = () => fire.reset();
        void fire({
          particleCount: 110,
          spread: 80,
          startVelocity: 40,
          origin: { y: 0.35 },
          colors: CONFETTI_COLOURS,
        });
      })
      .catch(() => {}); // decoration: a failed load leaves the moment as it is
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, []);
  return canvas;
}

/** Shares the moment: the device's own share sheet where there is one, else the link to copy. */
function SharePrompt({ title, text, url }: { title: string; text: string; url: string }) {
  const { t } = useTranslation();
  const share =
    typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? navigator.share : null;
  return (
    <div className="space-y-2 rounded-control bg-surface-overlay p-3 text-start">
      <p className="text-label font-semibold">{t('celebration.sharePrompt')}</p>
      {share ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            // A reader who closes the share sheet rejects the promise: nothing to say about it.
            share.call(navigator, { title, text, url }).catch(() => {});
          }}
        >
          <Share2 aria-hidden="true" size={16} />
          {t('celebration.share')}
        </Button>
      ) : (
        <div className="flex items-center gap-2">
          <code className="min-w-0 flex-1 truncate text-caption text-text-muted" dir="ltr">
            {url}
          </code>
          <CopyButton text={url} label={t('celebration.copyLink')} />
        </div>
      )}
    </div>
  );
}

/**
 * The moment a reward is won (a campaign's claim, a quest's stage): the amount big, a coin flying
 * into the balance (or into the earnings waiting to be collected), confetti, and a prompt to share.
 */
export function Celebration({
  rewards,
  destination,
  share,
}: {
  rewards: readonly CelebratedReward[];
  /** Where the reward went: straight into the balance, or to the earnings to collect. */
  destination: 'balance' | 'earnings';
  share: { title: string; url: string };
}) {
  const { t, language } = useTranslation();
  const canvas = useConfetti();
  const balances = useBalances();
  const amounts = rewards.map((r) => formatMoney(r.amount, r.currency, language, r.name));
  const held = destination === 'balance' ? rewards.flatMap((r) => balanceOf(balances, r.currency) ?? []) : [];
  return (
    <div className="relative space-y-4 text-center">
      <style>{MOTION_CSS}</style>
      <canvas ref={canvas} aria-hidden="true" className="pointer-events-none fixed inset-0 z-10 size-full" />
      <div className="relative">
        {amounts.map((text) => (
          <p
            key={text}
            role="status"
            className="kp-celebrate-pop text-4xl leading-tight font-extrabold break-words text-amber-200 tabular-nums"
          >
            <bdi>{text}</bdi>
          </p>
        ))}
        <span
          aria-hidden="true"
          className="kp-celebrate-fly absolute inset-x-0 -bottom-2 flex justify-center text-amber-300"
        >
          <Coins size={28} />
        </span>
      </div>
      <div className="kp-celebrate-land mx-auto w-fit rounded-full bg-surface-overlay px-4 py-1.5 text-label">
        {destination === 'earnings' ? (
          <a href="/collect-earnings" className="underline underline-offset-2">
            {t('celebration.toEarnings')}
          </a>
        ) : held.length > 0 ? (
          held.map((balance) => (
            <p key={balance.currency}>
              {t('celebration.balance', {
                balance: formatMoney(balance.balance, balance.currency, language, balance.name),
              })}
            </p>
          ))
        ) : (
          <p>{t('celebration.toBalance')}</p>
        )}
      </div>
      <SharePrompt
        title={share.title}
        text={t('celebration.shareText', {
          amount: amounts.join(', '),
          title: share.title,
          brand: BRAND_NAME,
        })}
        url={share.url}
      />
    </div>
  );
}
