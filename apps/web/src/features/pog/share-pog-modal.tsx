import { SHARE_CHANNELS, type ShareChannel } from '@kp/domain/pog';
import { pogCardNamePath, pogShareLinks } from '@kp/domain/pog-card';
import { useTranslation } from '../../lib/use-translation';
import { buttonClass } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { countShare } from './pog-api';
import { showToast } from '../../ui/toast';

/** The channels with an address of their own; `more` is the system's share sheet, or a copy. */
const LINKED: readonly Exclude<ShareChannel, 'more'>[] = SHARE_CHANNELS.filter(
  (channel): channel is Exclude<ShareChannel, 'more'> => channel !== 'more',
);

/**
 * The spec's "share POG" modal: the card's public page (`/pog?name=<POG name>`) to X, Telegram,
 * Facebook and WhatsApp, each link carrying `utm_source=<channel>`; "more" opens the system's share
 * sheet where there is one, else copies the link. Each share is counted (`users/pog/share`).
 */
export function SharePogModal({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const message = t('pog.share.message', { name });
  const links = pogShareLinks(`${location.origin}${pogCardNamePath(name)}`, message);

  async function more() {
    countShare('more');
    const nav = globalThis.navigator;
    if (typeof nav?.share === 'function') {
      await nav.share({ title: t('pog.share.title'), text: message, url: links.more }).catch(() => {});
      return;
    }
    const copied = await nav?.clipboard?.writeText(links.more).then(
      () => true,
      () => false,
    );
    showToast(copied ? t('pog.share.copied') : t('copy.failed'), copied ? 'success' : 'error');
  }

  return (
    <Modal title={t('pog.share.title')} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-slate-300">{t('pog.share.intro')}</p>
        <ul className="grid grid-cols-2 gap-2">
          {LINKED.map((channel) => (
            <li key={channel}>
              <a
                href={links[channel]}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => countShare(channel)}
                className={buttonClass({ variant: 'secondary', fullWidth: true })}
              >
                {t(`pog.share.${channel}`)}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => void more()}
              className={buttonClass({ variant: 'secondary', fullWidth: true })}
            >
              {t('pog.share.more')}
            </button>
          </li>
        </ul>
      </div>
    </Modal>
  );
}
