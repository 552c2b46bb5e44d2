import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { KCASH_PER_USDT } from '@kp/domain/constants';
import { formatAmount, KCASH, USDT } from '@kp/domain/currencies';
import { AppError } from '@kp/domain/errors';
import {
  findUsdtChain,
  FIAT_CURRENCY_CODES,
  formatFiatAmount,
  formatRate,
  isFiatCode,
  onrampLimits,
  parseFiatAmount,
  quoteOnramp,
  usdtToKcash,
  type FiatCode,
  type OnrampQuote,
  type OnrampRules,
  type PaymentOrderStatus,
  type PaymentProgress,
} from '@kp/domain/swap';
import type { GasFee, OnrampQuoteAnswer, PaymentOrder, SandboxPaymentEvent } from '@kp/contract/payments';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PaymentsProvider } from '../../providers/payments/payments-provider';
import type { LedgerService } from '../ledger/ledger.service';
import type { OrderRow, PaymentsRepository } from './payments.repository';

/** What a webhook event did to its order (kept on the stored event). */
export type WebhookOutcome = 'credited' | 'failed' | 'processing' | 'duplicate' | 'ignored';

/** The operator's rules of buying K-Cash (from config): rates of the currencies sold, fees, limits, chain. */
export type PaymentsRules = Omit<OnrampRules, 'ratesPerUsdt'> & {
  ratesPerUsdt: Readonly<Partial<Record<FiatCode, bigint>>>;
  chainId: number;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ledger's idempotency key of an order's credit: whatever arrives twice, it is credited once. */
export function paymentCreditKey(provider: string, orderId: string): string {
  return `payment:${provider}:${orderId}`;
}

/**
 * Buying K-Cash with money: quotes (fiat → USDT → K-Cash at the operator's rates), orders paid
 * on the provider's hosted checkout, and the provider's webhooks, which credit an order's K-Cash
 * exactly once, from the treasury into the user's `purchased` sub-balance.
 */
export function createPaymentsService(deps: {
  db: Db;
  repository: PaymentsRepository;
  ledger: LedgerService;
  provider: PaymentsProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  rules: PaymentsRules;
  /** Where the provider sends the payer back to after the checkout (the web's /buy-kcash/?order=<id>). */
  returnUrl: (orderId: string) => string;
}) {
  const { db, repository, ledger, provider, clock, log, rules } = deps;
  const chain = findUsdtChain(rules.chainId);
  if (!chain) throw new Error(`unknown USDT chain ${rules.chainId}`);
  const offered = FIAT_CURRENCY_CODES.filter((code) => rules.ratesPerUsdt[code] !== undefined);

  function readCurrency(code: string): FiatCode {
    if (!isFiatCode(code) || rules.ratesPerUsdt[code] === undefined)
      throw new AppError('UNKNOWN_CURRENCY', {
        message: `Unknown currency "${code.slice(0, 10)}": one of ${offered.join(', ')}`,
      });
    return code;
  }

  // Only the currencies with a rate are ever quoted (readCurrency refuses the others).
  const offeredRules = (): OnrampRules => ({
    ...rules,
    ratesPerUsdt: rules.ratesPerUsdt as OnrampRules['ratesPerUsdt'],
  });

  function quote(input: { fiatCurrency: string; fiatAmount: string }): OnrampQuote {
    const code = readCurrency(input.fiatCurrency);
    return quoteOnramp(parseFiatAmount(input.fiatAmount, code), code, offeredRules());
  }

  function toQuoteWire(q: OnrampQuote): Omit<OnrampQuoteAnswer, 'limits'> {
    return {
      fiatCurrency: q.fiatCurrency,
      fiatAmount: formatFiatAmount(q.fiatAmount, q.fiatCurrency),
      ratePerUsdt: formatRate(q.ratePerUsdt),
      kcashPerUsdt: KCASH_PER_USDT,
      usdtAmount: formatAmount(q.usdtAmount, USDT),
      deductions: [
        {
          type: 'provider_fee',
          feeBps: q.feeBps,
          amount: formatAmount(q.feeUsdt, USDT),
          currency: USDT.code,
        },
        {
          type: 'network_fee',
          feeBps: null,
          amount: formatAmount(q.networkFeeUsdt, USDT),
          currency: USDT.code,
        },
      ],
      netUsdt: formatAmount(q.netUsdt, USDT),
      receiveAmount: formatAmount(q.kcash, KCASH),
      receiveCurrency: KCASH.code,
    };
  }

  function toOrderWire(row: OrderRow): PaymentOrder {
    const code = readStoredCurrency(row.fiatCurrency);
    const isPayable = row.status === 'pending' && row.paymentStatus === 'open';
    return {
      ...toQuoteWire({
        fiatCurrency: code,
        fiatAmount: row.fiatAmount,
        ratePerUsdt: row.ratePerUsdt,
        usdtAmount: row.usdtAmount,
        feeBps: row.feeBps,
        feeUsdt: row.feeUsdt,
        networkFeeUsdt: row.networkFeeUsdt,
        netUsdt: row.netUsdt,
        kcash: row.kcash,
      }),
      id: row.id,
      status: row.status as PaymentOrderStatus,
      paymentStatus: row.paymentStatus as PaymentProgress,
      provider: row.provider,
      failureReason: row.failureReason,
      entryId: row.entryId,
      checkoutUrl: isPayable ? row.checkoutUrl : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    };
  }

  function readStoredCurrency(code: string): FiatCode {
    if (!isFiatCode(code)) throw new Error(`order in unknown currency ${code}`);
    return code;
  }

  /** Credits an order's K-Cash once (the ledger key makes a second post a replay) and marks it paid. */
  async function credit(tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
    const user = await ledger.userAccount(tx, order.userId, 'KCASH', 'purchased');
    const treasury = await ledger.systemAccount(tx, 'treasury', 'KCASH');
    const code = readStoredCurrency(order.fiatCurrency);
    const entry = await ledger.post(tx, {
      kind: 'purchase',
      cause: { type: 'payment_order', id: order.id },
      idempotencyKey: paymentCreditKey(order.provider, order.id),
      memo: `Bought ${formatAmount(order.kcash, KCASH)} K-Cash for ${formatFiatAmount(order.fiatAmount, code)} ${code}`,
      postings: [
        { account: user, amount: order.kcash },
        { account: treasury, amount: -order.kcash },
      ],
    });
    await repository.updateOrder(tx, order.id, {
      status: 'success',
      paymentStatus: 'succeeded',
      entryId: entry.id,
      paidAt: now,
      failureReason: null,
      updatedAt: now,
    });
  }

  /** What one verified event does to its (locked) order. */
  async function apply(
    tx: DbOrTx,
    order: OrderRow | null,
    event: SandboxPaymentEvent,
    now: Date,
  ): Promise<WebhookOutcome> {
    if (!order || order.provider !== provider.name) {
      log.warn({ eventId: event.id, type: event.type }, 'payment event for no order of ours');
      return 'ignored';
    }
    const matches =
      BigInt(event.data.amount) === order.fiatAmount &&
      event.data.currency === order.fiatCurrency &&
      (order.providerSessionId === null || order.providerSessionId === event.data.session);
    if (!matches) {
      log.warn({ eventId: event.id, orderId: order.id }, 'payment event does not match its order');
      return 'ignored';
    }
    switch (event.type) {
      case 'payment.succeeded':
        // A success is final: after a failure (the money was taken after all) it credits, once.
        if (order.status === 'success') return 'duplicate';
        await credit(tx, order, now);
        return 'credited';
      case 'payment.failed':
        // A failure arriving after the success (out of order) changes nothing.
        if (order.status !== 'pending') return order.status === 'failed' ? 'duplicate' : 'ignored';
        await repository.updateOrder(tx, order.id, {
          status: 'failed',
          paymentStatus: 'failed',
          failureReason: (event.data.failure_reason ?? 'payment_failed').slice(0, 200),
          updatedAt: now,
        });
        return 'failed';
      case 'payment.processing':
        if (order.status !== 'pending' || order.paymentStatus !== 'open') return 'ignored';
        await repository.updateOrder(tx, order.id, { paymentStatus: 'processing', updatedAt: now });
        return 'processing';
      default:
        return 'ignored';
    }
  }

  return {
    /** onramp conversion: what paying an amount buys, and the limits of one order in that currency. */
    getConversion(input: { fiatCurrency: string; fiatAmount: string }): OnrampQuoteAnswer {
      const q = quote(input);
      return { ...toQuoteWire(q), limits: onrampLimits(q.fiatCurrency, offeredRules()) };
    },

    /** gas fee: the network fee of delivering the USDT, in USDT and in K-Cash. */
    getGasFee(): GasFee {
      return {
        chain: { id: chain.id, name: chain.name },
        amount: formatAmount(rules.networkFeeUsdt, USDT),
        currency: USDT.code,
        kcashEquivalent: formatAmount(usdtToKcash(rules.networkFeeUsdt), KCASH),
      };
    },

    /** Makes an order at today's quote, in the caller's transaction (the Idempotency-Key's). */
    async createOrder(
      tx: DbOrTx,
      userId: string,
      body: { fiatCurrency: string; fiatAmount: string },
    ): Promise<PaymentOrder> {
      const q = quote(body);
      const now = clock.now();
      const row = await repository.insertOrder(
        {
          id: randomUUID(),
          userId,
          provider: provider.name,
          fiatCurrency: q.fiatCurrency,
          fiatAmount: q.fiatAmount,
          ratePerUsdt: q.ratePerUsdt,
          usdtAmount: q.usdtAmount,
          feeBps: q.feeBps,
          feeUsdt: q.feeUsdt,
          networkFeeUsdt: q.networkFeeUsdt,
          netUsdt: q.netUsdt,
          kcash: q.kcash,
          chainId: chain.id,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      return toOrderWire(row);
    },

    /**
     * The hosted checkout of an order, opened at the provider on first call (outside any
     * transaction: the provider is the outside world) and remembered; a later call returns the
     * same one. SERVICE_UNAVAILABLE when the provider cannot be reached: the order stays and a
     * retry (with the same Idempotency-Key) opens its checkout.
     */
    async openCheckout(
      userId: string,
      orderId: string,
    ): Promise<{ order: PaymentOrder; checkoutUrl: string }> {
      const order = await repository.findUserOrder(userId, orderId);
      if (!order) throw new AppError('NOT_FOUND', { message: 'No such order' });
      if (order.checkoutUrl) return { order: toOrderWire(order), checkoutUrl: order.checkoutUrl };
      const code = readStoredCurrency(order.fiatCurrency);
      const checkout = await provider.createCheckout({
        orderId: order.id,
        amount: order.fiatAmount,
        currency: code,
        description: `${formatAmount(order.kcash, KCASH)} K-Cash`,
        returnUrl: deps.returnUrl(order.id),
      });
      const updated = await repository.setCheckout(order.id, checkout, clock.now());
      if (!updated?.checkoutUrl) throw new Error('order vanished while its checkout was opened');
      return { order: toOrderWire(updated), checkoutUrl: updated.checkoutUrl };
    },

    /** One of the user's orders; another user's is 404, as one that does not exist. */
    async getOrder(userId: string, orderId: string): Promise<PaymentOrder> {
      const order = await repository.findUserOrder(userId, orderId);
      if (!order) throw new AppError('NOT_FOUND', { message: 'No such order' });
      return toOrderWire(order);
    },

    /**
     * A verified webhook event of the sandbox provider, in one transaction: the order is locked,
     * the event stored by its id (a redelivery stops there: `duplicate`), then applied (a
     * success credits the K-Cash once, a failure records its reason, a late confirmation marks
     * the payment processing). An error rolls it all back and the provider delivers again.
     */
    handleSandboxEvent(event: SandboxPaymentEvent): Promise<WebhookOutcome> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const reference = event.data.reference;
        const order = UUID.test(reference) ? await repository.lockOrder(tx, reference) : null;
        const stored = await repository.insertEvent(tx, {
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          orderId: order?.id ?? null,
          payload: event,
          outcome: 'received',
          receivedAt: now,
        });
        if (!stored) return 'duplicate';
        const outcome = await apply(tx, order, event, now);
        await repository.setEventOutcome(tx, stored.id, outcome);
        return outcome;
      });
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
