import { z } from 'zod';
import {
  createCurrencyRegistry,
  parseAmount,
  type Currency,
  type CurrencyRegistry,
} from '@kp/domain/currencies';
import {
  parseReferralMilestones,
  parseReferralReward,
  REFERRAL_MILESTONES_DEFAULT,
  REFERRAL_REWARD_DEFAULT,
  type ReferralRewardSetting,
} from '@kp/domain/referral-campaign';

/** A text the domain's parser reads; its message when it does not. */
function parsed(read: (text: string) => unknown) {
  return z.string().superRefine((text, ctx) => {
    try {
      read(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });
}

/** The referral campaign's environment variables (spread into config.ts; the README's table lists them). */
export const REFERRAL_ENV = {
  /** What each qualified referral pays the referrer: an amount and a currency code. */
  REFERRAL_REWARD: parsed(parseReferralReward).default(REFERRAL_REWARD_DEFAULT),
  /** The roadmap: count:reward milestones, comma-separated. */
  REFERRAL_MILESTONES: parsed(parseReferralMilestones).default(REFERRAL_MILESTONES_DEFAULT),
};

/** A reward of the campaign as the api pays it: a currency of the installation and minor units. */
export type ReferralRewardAmount = { currency: Currency; amount: bigint };

/** The campaign's rewards, read from the config with the installation's currencies. */
export type ReferralRules = {
  perReferral: ReferralRewardAmount;
  milestones: { qualified: number; reward: ReferralRewardAmount }[];
};

function rewardOf(setting: ReferralRewardSetting, currencies: CurrencyRegistry): ReferralRewardAmount {
  const currency = currencies.findByCode(setting.currency);
  if (!currency)
    throw new Error(
      `${setting.currency} is not a currency here (${currencies.list.map((c) => c.code).join(', ')})`,
    );
  try {
    return { currency, amount: parseAmount(setting.amount, currency) };
  } catch (error) {
    throw new Error(`${setting.amount} ${setting.currency}: ${(error as Error).message}`, { cause: error });
  }
}

/** The rules of REFERRAL_REWARD and REFERRAL_MILESTONES in the installation's currencies; throws what is wrong. */
export function referralRulesOf(
  config: { REFERRAL_REWARD: string; REFERRAL_MILESTONES: string },
  currencies: CurrencyRegistry,
): ReferralRules {
  return {
    perReferral: rewardOf(parseReferralReward(config.REFERRAL_REWARD), currencies),
    milestones: parseReferralMilestones(config.REFERRAL_MILESTONES).map((m) => ({
      qualified: m.qualified,
      reward: rewardOf(m.reward, currencies),
    })),
  };
}

/** What is wrong with the referral settings (a currency that is not one, an amount it cannot hold), or null. */
export function referralConfigProblem(config: {
  REFERRAL_REWARD: string;
  REFERRAL_MILESTONES: string;
  REWARD_TOKEN_CODE: string;
  REWARD_TOKEN_NAME: string;
}): string | null {
  try {
    referralRulesOf(
      config,
      createCurrencyRegistry({ code: config.REWARD_TOKEN_CODE, name: config.REWARD_TOKEN_NAME }),
    );
    return null;
  } catch (error) {
    return `REFERRAL_REWARD / REFERRAL_MILESTONES: ${(error as Error).message}`;
  }
}
