import type { ParseKeys } from 'i18next';
import { formatNumber } from '@kp/domain/display';
import { AppError } from '@kp/domain/errors';
import { FIAT_CURRENCIES, parseFiatAmount, type ExchangeAmountProblem, type FiatCode } from '@kp/domain/swap';
import { currentLanguage } from '../../lib/i18n';

/** A text of the locale with its values. */
export type Message = { key: ParseKeys; values?: Record<string, string | number> };

type AmountDetails = {
  problem?: ExchangeAmountProblem;
  minimum?: string;
  maximum?: string;
  currency?: string;
};

// An amount of the currency as the reader writes it, with its decimals ('85,000.00'): the
// sentence names the currency after it.
function fiatDigits(amount: string, code: FiatCode): string {
  const scale = FIAT_CURRENCIES[code].scale;
  return formatNumber(Number(amount), currentLanguage(), {
    minimumFractionDigits: scale,
    maximumFractionDigits: scale,
  });
}

/** Why an amount to pay was refused (by the domain's rules here, or by the api), in the reader's words. */
export function fiatAmountMessage(error: AppError, code: FiatCode): Message {
  const details = (error.details ?? {}) as AmountDetails;
  return {
    key: `buyKcash.amountErrors.${details.problem ?? 'not_a_number'}`,
    values: {
      decimals: FIAT_CURRENCIES[code].scale,
      minimum: details.minimum ? fiatDigits(details.minimum, code) : '',
      maximum: details.maximum ? fiatDigits(details.maximum, code) : '',
      currency: details.currency ?? code,
    },
  };
}

export type FiatCheck = { status: 'empty' } | { status: 'ok' } | { status: 'invalid'; message: Message };

/** A typed amount of a fiat currency by the domain's rules (the limits are the api's). */
export function checkFiatAmount(text: string, code: FiatCode): FiatCheck {
  if (text.trim() === '') return { status: 'empty' };
  try {
    parseFiatAmount(text.trim(), code);
    return { status: 'ok' };
  } catch (error) {
    if (error instanceof AppError) return { status: 'invalid', message: fiatAmountMessage(error, code) };
    throw error;
  }
}
