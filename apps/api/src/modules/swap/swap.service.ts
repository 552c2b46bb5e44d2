import { randomUUID } from 'node:crypto';
import { KCASH_PER_USDT } from '@kp/domain/constants';
import { formatAmount, KCASH, USDT } from '@kp/domain/currencies';
import { ledgerMemo, type KcashSubBalance } from '@kp/domain/ledger';
import {
  findUsdtChain,
  parseSwapAmount,
  quoteSwap,
  type SwapQuote,
  type SwapRules,
  type UsdtChain,
} from '@kp/domain/swap';
import type { SwapChain, SwapQuoteAnswer, SwapRecord } from '@kp/contract/swap';
import type { Clock } from '../../platform/clock';
import type { Once } from '../../platform/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import type { SwapRepository } from './swap.repository';

/**
 * Where swapped K-Cash lands: the user's `purchased` sub-balance. It was paid for with the
 * user's own USDT (bought, deposited, or earnings already collected and taxed), so it is the
 * user's money, not a promotional gift or winnings: refunds and consumer law treat it as bought,
 * and it must not be taxed again as winnings. (The ledger README explains the two sub-balances.)
 */
export const SWAPPED_KCASH_SUB_BALANCE: KcashSubBalance = 'purchased';

export function createSwapService(deps: {
  repository: SwapRepository;
  ledger: LedgerService;
  clock: Clock;
  rules: SwapRules;
  chainIds: readonly number[];
}) {
  const { repository, ledger, clock, rules } = deps;
  const chains: UsdtChain[] = deps.chainIds.map((id) => {
    const chain = findUsdtChain(id);
    if (!chain) throw new Error(`unknown USDT chain ${id}`);
    return chain;
  });

  function toQuoteAnswer(quote: SwapQuote): SwapQuoteAnswer {
    return {
      amount: formatAmount(quote.amountUsdt, USDT),
      currency: USDT.code,
      kcashPerUsdt: KCASH_PER_USDT,
      deductions: [
        {
          type: 'platform_fee',
          feeBps: quote.feeBps,
          amount: formatAmount(quote.feeUsdt, USDT),
          currency: USDT.code,
        },
      ],
      totalDeductions: formatAmount(quote.feeUsdt, USDT),
      netAmount: formatAmount(quote.netUsdt, USDT),
      receiveAmount: formatAmount(quote.kcash, KCASH),
      receiveCurrency: KCASH.code,
      minimumAmount: formatAmount(rules.minimumUsdt, USDT),
    };
  }

  return {
    /** The chains whose USDT the platform accepts (swap/chains). */
    listChains(): SwapChain[] {
      return chains.map((c) => ({ ...c }));
    },

    /** The fee modal's numbers for an amount: the very computation the swap moves value with. */
    getDeductions(amount: string): SwapQuoteAnswer {
      return toQuoteAnswer(quoteSwap(parseSwapAmount(amount), rules));
    },

    /**
     * Swaps a user's USDT into K-Cash in one ledger entry, once per Idempotency-Key: the
     * amount leaves the user's USDT, the fee goes to the fees account and the rest to the swap
     * pool, and the K-Cash it buys comes from the treasury into the user's purchased K-Cash.
     * Not enough USDT: INSUFFICIENT_BALANCE (422, "Not enough USDT balance"), nothing moved.
     */
    createSwap(userId: string, body: { amount: string }, once: Once): Promise<SwapRecord> {
      return once(async (tx) => {
        const quote = quoteSwap(parseSwapAmount(body.amount), rules);
        const id = randomUUID();
        const userUsdt = await ledger.userAccount(tx, userId, 'USDT');
        const userKcash = await ledger.userAccount(tx, userId, 'KCASH', SWAPPED_KCASH_SUB_BALANCE);
        const pool = await ledger.systemAccount(tx, 'swap_pool', 'USDT');
        const treasury = await ledger.systemAccount(tx, 'treasury', 'KCASH');
        const postings = [
          { account: userUsdt, amount: -quote.amountUsdt },
          { account: pool, amount: quote.netUsdt },
          { account: treasury, amount: -quote.kcash },
          { account: userKcash, amount: quote.kcash },
        ];
        if (quote.feeUsdt > 0n)
          postings.push({ account: await ledger.systemAccount(tx, 'fees', 'USDT'), amount: quote.feeUsdt });
        const entry = await ledger.post(tx, {
          kind: 'swap',
          cause: { type: 'swap', id },
          postings,
          memo: ledgerMemo('swap', {
            usdt: formatAmount(quote.amountUsdt, USDT),
            kcash: formatAmount(quote.kcash, KCASH),
          }),
        });
        const row = await repository.insertSwap(
          {
            id,
            userId,
            amountUsdt: quote.amountUsdt,
            feeUsdt: quote.feeUsdt,
            netUsdt: quote.netUsdt,
            kcash: quote.kcash,
            feeBps: quote.feeBps,
            kcashPerUsdt: KCASH_PER_USDT,
            subBalance: SWAPPED_KCASH_SUB_BALANCE,
            entryId: entry.id,
            createdAt: clock.now(),
          },
          tx,
        );
        return {
          ...toQuoteAnswer(quote),
          id: row.id,
          entryId: entry.id,
          subBalance: SWAPPED_KCASH_SUB_BALANCE,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },
  };
}
export type SwapService = ReturnType<typeof createSwapService>;
