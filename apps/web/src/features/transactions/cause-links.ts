import { REDEMPTION_CAUSE_TYPE } from '@kp/domain/store';

/**
 * Where a movement's cause is shown: every row of the transaction history links to the
 * business object that moved the value (an order, a redemption, an earning …). A cause without
 * a page of its own (an operator's grant or correction) has no link.
 */
const CAUSE_PAGES: Readonly<Record<string, (id: string) => string>> = {
  payment_order: (id) => `/buy-kcash/?order=${encodeURIComponent(id)}`,
  swap: () => '/swap',
  earning: () => '/collect-earnings',
  [REDEMPTION_CAUSE_TYPE]: (id) => `/purchase-confirmation?redemptionId=${encodeURIComponent(id)}`,
  kyc_bonus: () => '/kyc',
};

export function causeHref(cause: { type: string; id: string }): string | null {
  const page = CAUSE_PAGES[cause.type];
  return page ? page(cause.id) : null;
}
