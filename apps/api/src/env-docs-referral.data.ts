import type { EnvDoc } from './config-docs';

/** The README table's rows of the referral campaign (modules/referrals/referrals.config.ts). */
export const REFERRAL_ENV_DOCS: readonly EnvDoc[] = [
  {
    names: ['REFERRAL_REWARD'],
    default: '`20 KCASH`',
    meaning:
      'The referral campaign: what each qualified referral pays the referrer (an amount and a currency code), as an earning to collect',
  },
  {
    names: ['REFERRAL_MILESTONES'],
    default: '`1:100 KPOINTS,3:50 KCASH,5:100 KCASH,10:250 KCASH,25:1000 KCASH`',
    meaning:
      "The referral campaign's roadmap: `count:reward` milestones in rising order, each paid (as an earning) once that many referred gamers qualified",
  },
];
