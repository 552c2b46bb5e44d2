import { isUuid } from '@kp/domain/ids';
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
import type { GasFee, OnrampQuoteAnswer, PaymentOrder } from '@kp/contract/payments';
import { ledgerMemo } from '@kp/domain/ledger';
import type { Db, DbOrTx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Once } from '../../platform/idempotency';
import type {
  PaymentEvent,
  PaymentsProvider,
  PaymentsProviderName,
  WebhookDelivery,
} from '../../providers/payments/payments-provider';
import type { LedgerService } from '../ledger/ledger.service';
import type { OrderRow, PaymentsRepository } from './payments.repository';

/** What a webhook event did to its order (kept on the stored event). */
export type WebhookOutcome = 'credited' | 'failed' | 'processing' | 'refunded' | 'duplicate' | 'ignored';

/** The operator's rules of buying K-Cash (from config): rates of the currencies sold, fees, limits, chain. */
export type PaymentsRules = Omit<OnrampRules, 'ratesPerUsdt'> & {
  ratesPerUsdt: Readonly<Partial<Record<FiatCode, bigint>>>;
  chainId: number;
};

/** The ledger's idempotency key of an order's credit: whatever arrives twice, it is credited once. */
export function paymentCreditKey(provider: string, orderId: string): string {
  return `payment:${provider}:${orderId}`;
}

/** The ledger's idempotency key of taking a refunded order's credit back: once, whatever arrives. */
export function paymentRefundKey(provider: string, orderId: string): string {
  return `payment-refund:${provider}:${orderId}`;
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
  /** The chosen providers, in order of preference: an order goes to the first that takes its currency. */
  providers: readonly PaymentsProvider[];
  clock: Clock;
  log: FastifyBaseLogger;
  rules: PaymentsRules;
  /** Where the provider sends the payer back to after the checkout (the web's /buy-kcash/?order=<id>). */
  returnUrl: (orderId: string) => string;
}) {
  const { db, repository, ledger, providers, clock, log, rules } = deps;
  const chain = findUsdtChain(rules.chainId);
  if (!chain) throw new Error(`unknown USDT chain ${rules.chainId}`);
  const providerFor = (code: FiatCode) => providers.find((p) => p.serves(code)) ?? null;
  // A currency is sold when it has a rate and a provider takes it.
  const offered = FIAT_CURRENCY_CODES.filter(
    (code) => rules.ratesPerUsdt[code] !== undefined && providerFor(code) !== null,
  );

  function readCurrency(code: string): FiatCode {
    if (!isFiatCode(code) || !offered.includes(code))
      throw offered.length === 0
        ? new AppError('UNKNOWN_CURRENCY', { variant: 'nothing_sold_here', details: { accepted: [] } })
        : new AppError('UNKNOWN_CURRENCY', {
            variant: 'not_sold_here',
            params: { currency: code.slice(0, 10), accepted: offered.join(', ') },
            details: { currency: code.slice(0, 10), accepted: offered },
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
      memo: ledgerMemo('kcashBought', {
        kcash: formatAmount(order.kcash, KCASH),
        fiat: formatFiatAmount(order.fiatAmount, code),
        currency: code,
      }),
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

  /**
   * A refund of the whole payment (a refund, a chargeback): the order becomes `refunded`, for good.
   * The K-Cash it credited is taken back from the user's purchased K-Cash (the ledger's `reverse`,
   * the refund the ledger README describes), in a savepoint: when the user has spent it already,
   * nothing is taken, the refund is still recorded, and the operators are told to settle it.
   */
  async function refund(tx: DbOrTx, order: OrderRow, now: Date): Promise<WebhookOutcome> {
    if (order.status === 'refunded') return 'duplicate';
    const context = { orderId: order.id, userId: order.userId, provider: order.provider, kcash: order.kcash };
    let refundEntryId: string | null = null;
    if (order.entryId) {
      const creditId = order.entryId;
      const code = readStoredCurrency(order.fiatCurrency);
      try {
        const entry = await tx.transaction((savepoint) =>
          ledger.reverse(savepoint, creditId, {
            kind: 'refund',
            cause: { type: 'payment_order', id: order.id },
            idempotencyKey: paymentRefundKey(order.provider, order.id),
            memo: ledgerMemo('kcashRefunded', {
              fiat: formatFiatAmount(order.fiatAmount, code),
              currency: code,
              kcash: formatAmount(order.kcash, KCASH),
            }),
          }),
        );
        refundEntryId = entry.id;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE')) throw error;
        log.error(
          { ...context, creditEntryId: creditId },
          'payment refunded after its K-Cash was spent: nothing taken back; an operator should settle it (a ledger correction)',
        );
      }
    }
    await repository.updateOrder(tx, order.id, {
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedAt: now,
      refundEntryId,
      failureReason: null,
      updatedAt: now,
    });
    log.warn(
      { ...context, wasCredited: order.entryId !== null, refundEntryId },
      'payment refunded by the provider',
    );
    return 'refunded';
  }

  /** What one verified event does to its (locked) order. */
  async function apply(
    tx: DbOrTx,
    providerName: PaymentsProviderName,
    order: OrderRow | null,
    event: PaymentEvent,
    now: Date,
  ): Promise<WebhookOutcome> {
    if (!order || order.provider !== providerName) {
      log.warn(
        { provider: providerName, eventId: event.id, type: event.type },
        'payment event for no order of ours',
      );
      return 'ignored';
    }
    const matches =
      (event.amount === null || event.amount === order.fiatAmount) &&
      (event.currency === null || event.currency === order.fiatCurrency) &&
      (order.providerSessionId === null ||
        event.session === null ||
        order.providerSessionId === event.session);
    if (!matches) {
      log.warn(
        { provider: providerName, eventId: event.id, orderId: order.id },
        'payment event does not match its order',
      );
      return 'ignored';
    }
    switch (event.change) {
      case 'succeeded':
        // A success is final: after a failure (the money was taken after all) it credits, once.
        if (order.status === 'success') return 'duplicate';
        // A refund is final too: the money went back.
        if (order.status === 'refunded') return 'ignored';
        await credit(tx, order, now);
        return 'credited';
      case 'failed':
        // A failure arriving after the success (out of order) changes nothing.
        if (order.status !== 'pending') return order.status === 'failed' ? 'duplicate' : 'ignored';
        await repository.updateOrder(tx, order.id, {
          status: 'failed',
          paymentStatus: 'failed',
          failureReason: (event.failureReason ?? 'payment_failed').slice(0, 200),
          updatedAt: now,
        });
        return 'failed';
      case 'processing':
        if (order.status !== 'pending' || order.paymentStatus !== 'open') return 'ignored';
        await repository.updateOrder(tx, order.id, { paymentStatus: 'processing', updatedAt: now });
        return 'processing';
      case 'refunded':
        return refund(tx, order, now);
      case 'partially_refunded':
        log.warn(
          { provider: providerName, eventId: event.id, orderId: order.id, userId: order.userId },
          'part of a payment refunded: the order and its K-Cash are left as they are; an operator should settle it',
        );
        return 'ignored';
      default:
        return 'ignored';
    }
  }

  /**
   * A verified webhook event, in one transaction: the order is locked, the event stored by its id
   * (a redelivery stops there: `duplicate`), then applied (a success credits the K-Cash once, a
   * failure records its reason, a late confirmation marks the payment processing, a refund takes
   * the K-Cash back). An error rolls it all back and the provider delivers again.
   */
  function handleEvent(providerName: PaymentsProviderName, event: PaymentEvent): Promise<WebhookOutcome> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const order =
        event.orderId && isUuid(event.orderId) ? await repository.lockOrder(tx, event.orderId) : null;
      const stored = await repository.insertEvent(tx, {
        provider: providerName,
        eventId: event.id,
        type: event.type.slice(0, 100),
        orderId: order?.id ?? null,
        payload: event.payload,
        outcome: 'received',
        receivedAt: now,
      });
      if (!stored) return 'duplicate';
      const outcome = await apply(tx, providerName, order, event, now);
      await repository.setEventOutcome(tx, stored.id, outcome);
      return outcome;
    });
  }

  const service = {
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

    /**
     * Makes an order at today's quote, once per Idempotency-Key, then opens its checkout (after
     * that transaction: a call to the outside world cannot roll back with it).
     */
    async createOrder(
      userId: string,
      body: { fiatCurrency: string; fiatAmount: string },
      once: Once,
    ): Promise<{ order: PaymentOrder; checkoutUrl: string }> {
      const order = await once(async (tx) => {
        const q = quote(body);
        const provider = providerFor(q.fiatCurrency);
        if (!provider) throw new Error(`no provider takes ${q.fiatCurrency}`);
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
      });
      return service.openCheckout(userId, order.id);
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
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (order.checkoutUrl) return { order: toOrderWire(order), checkoutUrl: order.checkoutUrl };
      const code = readStoredCurrency(order.fiatCurrency);
      const provider = providers.find((p) => p.name === order.provider);
      if (!provider)
        throw new AppError('SERVICE_UNAVAILABLE', {
          variant: 'payment_provider_gone',
          details: { provider: order.provider },
        });
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

    /** How many K-Cash purchases the user paid and kept (the POG commerce score). */
    countPaidOrders(userId: string): Promise<number> {
      return repository.countPaidOrders(userId);
    },

    /** One of the user's orders; another user's is 404, as one that does not exist. */
    async getOrder(userId: string, orderId: string): Promise<PaymentOrder> {
      const order = await repository.findUserOrder(userId, orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return toOrderWire(order);
    },

    /** Which currencies can be bought here (a rate and a provider); none: buying is off. */
    buyableCurrencies: offered as readonly FiatCode[],

    handleEvent,

    /** A webhook whose signature the route checked: read by its provider, then applied once. */
    async receiveWebhook(
      providerName: PaymentsProviderName,
      delivery: WebhookDelivery,
    ): Promise<WebhookOutcome> {
      const provider = providers.find((p) => p.name === providerName);
      if (!provider) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
      return handleEvent(providerName, await provider.readWebhook(delivery));
    },
  };
  return service;
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
