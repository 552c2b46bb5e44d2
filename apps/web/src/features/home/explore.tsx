import { Link } from 'wouter';
import type { ArtSpec } from '@kp/domain/art';
import type { Features } from '@kp/contract/health';
import { ArtImage } from '../../components/art-image';
import { useFeatures } from '../../lib/features';
import type { Messages } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { HOME_ART, homeArtUrl } from './home-art';
import { SECTION_TITLE_CLASS } from './row-section';

type ShortcutKey = keyof Messages['homeFeed']['explore'];

/**
 * Where a signed-in gamer can go from home. One that needs a provider shows only when the
 * installation has it on (`needs`); until the features are read, and should that fail, it is left
 * out. Proof of Gamer is not here: it joins when that feature lands; clans have a card of their own.
 */
export const SHORTCUTS: readonly { key: ShortcutKey; href: string; art: ArtSpec; needs?: keyof Features }[] =
  [
    { key: 'kQuest', href: '/k-quest', art: HOME_ART.kQuest },
    { key: 'kDrop', href: '/gamer/k-drop', art: HOME_ART.kDrop },
    { key: 'klash', href: '/klash', art: HOME_ART.klash },
    { key: 'tournaments', href: '/tournaments', art: HOME_ART.tournaments },
    { key: 'kStore', href: '/k-store', art: HOME_ART.kStore },
    { key: 'games', href: '/games', art: HOME_ART.games },
    { key: 'buyKcash', href: '/buy-kcash', art: HOME_ART.buyKcash, needs: 'buyKcash' },
  ];

/** Shortcuts to every feature this installation has on, each a link. */
export function Explore() {
  const { t } = useTranslation();
  const features = useFeatures();
  const shown = SHORTCUTS.filter(({ needs }) => !needs || features?.[needs] === true);
  return (
    <section aria-labelledby="home-explore">
      <h2 id="home-explore" className={`mb-4 ${SECTION_TITLE_CLASS}`}>
        {t('homeFeed.exploreTitle')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {shown.map(({ key, href, art }) => (
          <li key={key}>
            <Link
              href={href}
              className="card flex h-full flex-col items-center gap-2 p-3 text-center hover:border-primary"
            >
              <ArtImage
                src={homeArtUrl(art)}
                width={48}
                height={48}
                className="size-12 max-w-none rounded-xl"
              />
              <span className="text-sm leading-tight font-semibold text-white">
                {t(`homeFeed.explore.${key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
