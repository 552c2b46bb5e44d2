/**
 * Where a movement's cause is shown: every row of the transaction history links to the
 * business object that moved the value (an order, a redemption, an earning …). A cause without
 * a page of its own (an operator's grant) has no link.
 */
const CAUSE_PAGES: Readonly<Record<string, (id: string) => string>> = {};

export function causeHref(cause: { type: string; id: string }): string | null {
  const page = CAUSE_PAGES[cause.type];
  return page ? page(cause.id) : null;
}
