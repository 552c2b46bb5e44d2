import type { Messages } from '../lib/i18n';
import { normalizePath } from '@kp/domain/paths';
import type { NavIconName } from './nav-icons';

type NavKey = `nav.${keyof Messages['nav'] & string}`;

export type NavItem = {
  href: string;
  labelKey: NavKey;
  /** Its icon in the tab bar. */
  icon?: NavIconName;
  /** Other paths of the same page (`/home` is `/`). */
  aliases?: readonly string[];
  /** Other paths of the same section: its entry is marked there too (a quest under /k-quest/). */
  section?: readonly string[];
};

const HOME: NavItem = { href: '/', labelKey: 'nav.home', icon: 'house', aliases: ['/home'] };
const QUESTS: NavItem = {
  href: '/k-quest/',
  labelKey: 'nav.quests',
  icon: 'scroll-text',
  section: ['/k-quest/', '/quest-details', '/offerwall', '/gamer/k-quest'],
};
const KDROP: NavItem = {
  href: '/gamer/k-drop',
  labelKey: 'nav.kDrop',
  icon: 'gift',
  section: ['/gamer/k-drop/'],
};
// The arena and its tournaments: the Play hub.
const PLAY: NavItem = { href: '/klash', labelKey: 'nav.play', icon: 'gamepad-2', section: ['/tournaments'] };
const WALLET: NavItem = {
  href: '/wallet',
  labelKey: 'nav.wallet',
  icon: 'wallet',
  section: ['/collect-earnings', '/transaction-history', '/swap', '/buy-kcash'],
};
const GAMES: NavItem = { href: '/games/', labelKey: 'nav.games' };
const STORE: NavItem = { href: '/k-store/', labelKey: 'nav.kStore', section: ['/purchase-confirmation'] };

/** The phone's tab bar: five destinations, in this order. */
export const TAB_BAR: readonly NavItem[] = [HOME, QUESTS, KDROP, PLAY, WALLET];

/** The header's navigation from `md` up: the tab bar's destinations and the rest. */
export const NAVIGATION: readonly NavItem[] = [HOME, QUESTS, KDROP, PLAY, GAMES, STORE, WALLET];

/**
 * Where `location` stands to a navigation entry: `page` when it is the entry's own page, `section`
 * when it is another page of its section (a quest of K-Quest, a tournament of Play), else null.
 */
export function currentIn(item: NavItem, location: string): 'page' | 'section' | null {
  const path = normalizePath(location);
  if (path === normalizePath(item.href) || item.aliases?.includes(path)) return 'page';
  const inSection = item.section?.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
  return inSection ? 'section' : null;
}

/** The footer's policy links. */
export const POLICY_LINKS = [
  { href: '/aml-kyc-policy', labelKey: 'footer.amlKycPolicy' },
  { href: '/privacy-policy', labelKey: 'footer.privacyPolicy' },
  { href: '/risk-disclosure-policy', labelKey: 'footer.riskDisclosurePolicy' },
  { href: '/terms-and-conditions', labelKey: 'footer.termsAndConditions' },
] as const;
