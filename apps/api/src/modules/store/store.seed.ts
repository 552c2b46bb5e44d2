import type { DbOrTx } from '../../db/client';
import { createStoreRepository } from './store.repository';

/** Demo store vouchers; prices in K-Cash minor units. */
export async function seedDemoVouchers(tx: DbOrTx): Promise<void> {
  await createStoreRepository(tx).insertVouchers([
    {
      slug: 'mobile-recharge-inr-100',
      title: 'Mobile recharge ₹100',
      brand: 'Recharge',
      price: 1200n,
      currency: 'KCASH',
      stock: 50,
      isOtpRequired: true,
    },
    {
      slug: 'data-pack-2gb',
      title: '2 GB data pack',
      brand: 'Data',
      price: 800n,
      currency: 'KCASH',
      stock: 100,
      isOtpRequired: false,
    },
    {
      slug: 'game-store-brl-25',
      title: 'Game store gift card R$25',
      brand: 'Gift card',
      price: 5000n,
      currency: 'KCASH',
      stock: 20,
      isOtpRequired: true,
    },
    {
      slug: 'kplay-hoodie',
      title: 'KPlay hoodie',
      brand: 'Merch',
      price: 25000n,
      currency: 'KCASH',
      stock: 5,
      isOtpRequired: true,
    },
  ]);
}
