import type { Messages } from '../lib/i18n';

type NavKey = `nav.${keyof Messages['nav'] & string}`;

/** The header's navigation: one entry per section as its feature lands. */
export const NAVIGATION: readonly { href: string; labelKey: NavKey }[] = [
  { href: '/', labelKey: 'nav.home' },
  { href: '/games/', labelKey: 'nav.games' },
  { href: '/k-quest/', labelKey: 'nav.kQuest' },
  { href: '/gamer/k-drop', labelKey: 'nav.kDrop' },
  { href: '/k-store/', labelKey: 'nav.kStore' },
];

/** The footer's policy links. */
export const POLICY_LINKS = [
  { href: '/aml-kyc-policy', labelKey: 'footer.amlKycPolicy' },
  { href: '/privacy-policy', labelKey: 'footer.privacyPolicy' },
  { href: '/risk-disclosure-policy', labelKey: 'footer.riskDisclosurePolicy' },
  { href: '/terms-and-conditions', labelKey: 'footer.termsAndConditions' },
] as const;
