import { createAdminVouchers } from './admin-vouchers';
import { createBrowseVouchers } from './browse-vouchers';
import { createMyRedemptions } from './my-redemptions';
import { createRedeemVoucher } from './redeem-voucher';
import { createStoreContext } from './store-context';
import type { StoreDeps } from './store-deps';

export { voucherInstallationKey, type CodeCheck, type CodeSealer, type StoreCodes } from './store-deps';

/** The store's use cases, one group per file beside this one, composed into one service. */
export function createStoreService(deps: StoreDeps) {
  const ctx = createStoreContext(deps);
  return {
    ...createBrowseVouchers(ctx),
    ...createRedeemVoucher(ctx),
    ...createMyRedemptions(ctx),
    ...createAdminVouchers(ctx),
  };
}
export type StoreService = ReturnType<typeof createStoreService>;
