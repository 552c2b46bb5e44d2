import { pogCardNamePath, pogShareLinks } from '@kp/domain/pog-card';
import { ShareChannels } from '../../components/share-channels';
import { useTranslation } from '../../lib/use-translation';
import { Modal } from '../../ui/modal';
import { countShare } from './pog-api';

/**
 * The spec's "share POG" modal: the card's public page (`/pog?name=<POG name>`) to X, Telegram,
 * Facebook and WhatsApp, each link carrying `utm_source=<channel>`; "more" opens the system's share
 * sheet where there is one, else copies the link. Each share is counted (`users/pog/share`).
 */
export function SharePogModal({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const message = t('pog.share.message', { name });
  const links = pogShareLinks(`${location.origin}${pogCardNamePath(name)}`, message);
  return (
    <Modal title={t('pog.share.title')} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-slate-300">{t('pog.share.intro')}</p>
        <ShareChannels
          addresses={links}
          more={{ url: links.more, title: t('pog.share.title'), text: message }}
          labelOf={(channel) => t(`pog.share.${channel}`)}
          copiedText={t('pog.share.copied')}
          onShare={countShare}
        />
      </div>
    </Modal>
  );
}
