import type { ShareIntentChannel } from '@kp/domain/share-links';
import { useTranslation } from '../lib/use-translation';
import { buttonClass } from '../ui/button';
import { showToast } from '../ui/toast';

const CHANNELS = ['x', 'telegram', 'whatsapp', 'facebook'] as const satisfies readonly ShareIntentChannel[];

/**
 * The share buttons of the share POG modal and of the referral campaign: each channel's own share
 * address in a new tab, and "more", the system's share sheet where there is one, else a copy of
 * the link (a toast says which). `onShare` hears of each channel chosen.
 */
export function ShareChannels({
  addresses,
  more,
  labelOf,
  copiedText,
  onShare,
  className = 'grid grid-cols-2 gap-2',
}: {
  addresses: Record<ShareIntentChannel, string>;
  /** What "more" shares: the link (carrying its own utm_source), a title and the message. */
  more: { url: string; title: string; text: string };
  labelOf: (channel: ShareIntentChannel | 'more') => string;
  copiedText: string;
  onShare?: (channel: ShareIntentChannel | 'more') => void;
  className?: string;
}) {
  const { t } = useTranslation();

  async function shareMore() {
    onShare?.('more');
    const nav = globalThis.navigator;
    if (typeof nav?.share === 'function') {
      await nav.share(more).catch(() => {});
      return;
    }
    const copied = await nav?.clipboard?.writeText(more.url).then(
      () => true,
      () => false,
    );
    showToast(copied ? copiedText : t('copy.failed'), copied ? 'success' : 'error');
  }

  return (
    <ul className={className}>
      {CHANNELS.map((channel) => (
        <li key={channel}>
          <a
            href={addresses[channel]}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onShare?.(channel)}
            className={buttonClass({ variant: 'secondary', fullWidth: true })}
          >
            {labelOf(channel)}
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => void shareMore()}
          className={buttonClass({ variant: 'secondary', fullWidth: true })}
        >
          {labelOf('more')}
        </button>
      </li>
    </ul>
  );
}
