import type { ParseKeys } from 'i18next';
import { parseAmount, USDT } from '@kp/domain/currencies';
import { formatCurrencyAmount } from '@kp/domain/display';
import { AppError } from '@kp/domain/errors';
import {
  formatFeeBps,
  formatUsdtAmount,
  parseSwapAmount,
  SWAP_AMOUNT_DECIMALS,
  type ExchangeAmountProblem,
} from '@kp/domain/swap';
import { currentLanguage } from '../../lib/i18n';

/** A text of the locale with its values. */
export type Message = { key: ParseKeys; values?: Record<string, string | number> };

type AmountDetails = {
  problem?: ExchangeAmountProblem;
  minimum?: string;
  maximum?: string;
  currency?: string;
};

/** Why an amount was refused (by the domain's rules here, or by the api), in the reader's words. */
export function amountMessage(error: AppError): Message {
  const details = (error.details ?? {}) as AmountDetails;
  return {
    key: `swap.amountErrors.${details.problem ?? 'not_a_number'}`,
    values: {
      decimals: SWAP_AMOUNT_DECIMALS,
      // The api's limits ('1.000000') as the reader writes amounts of USDT ('1').
      minimum: details.minimum ? formatUsdtAmount(details.minimum, currentLanguage()) : '',
      maximum: details.maximum ? formatUsdtAmount(details.maximum, currentLanguage()) : '',
      currency: details.currency ?? USDT.code,
    },
  };
}

/** The not-enough-balance message of a currency (K-Cash, the reward token, USDT …), by its name. */
export function notEnoughBalance(currencyName: string): Message {
  return { key: 'swap.notEnoughBalance', values: { currency: currencyName } };
}

export type AmountCheck =
  { status: 'empty' } | { status: 'ok'; units: bigint } | { status: 'invalid'; message: Message };

/**
 * A typed amount of USDT by the domain's swap rules, then against the balance when it is known:
 * empty, fine (its minor units), or why not.
 */
export function checkSwapAmount(text: string, balance: string | null): AmountCheck {
  const typed = text.trim();
  if (typed === '') return { status: 'empty' };
  let units: bigint;
  try {
    units = parseSwapAmount(typed);
  } catch (error) {
    if (error instanceof AppError) return { status: 'invalid', message: amountMessage(error) };
    throw error;
  }
  if (balance !== null && units > parseAmount(balance, USDT, { allowZero: true }))
    return { status: 'invalid', message: notEnoughBalance(USDT.name) };
  return { status: 'ok', units };
}

/** An amount of USDT for the screen: every decimal it has (up to 6), the language's separators. */
export const formatUsdt = formatUsdtAmount;

/** An amount of K-Cash by the spec's display rule. */
export function formatKcashAmount(amount: string, language: string): string {
  return formatCurrencyAmount(amount, 'KCASH', language);
}

/** Basis points as a percentage. */
export const formatBps = formatFeeBps;
