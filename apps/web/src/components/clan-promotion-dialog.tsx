import { artUrl } from '@kp/domain/art';
import { useTranslation } from '../lib/use-translation';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { ArtImage } from './art-image';

const ART = artUrl({ kind: 'banner', icon: 'rally-the-troops', palette: 'carnival' }, 960, 'webp');

/** The clan promotion overlay: what clans are for, the way to browse them, and Not now. */
export default function ClanPromotionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('clans.promoTitle')} onClose={onClose} sheet>
      <div className="space-y-4">
        <ArtImage src={ART} width={416} className="aspect-[3/1] h-auto w-full rounded-control" />
        <p className="text-slate-300">{t('clans.promoBody')}</p>
        <div className="flex flex-wrap gap-2">
          <Button href="/my-clan/" onClick={onClose} className="flex-1">
            {t('clans.promoBrowse')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('clans.promoLater')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
