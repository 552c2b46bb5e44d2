import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { createStoreRepository } from './store.repository';

/** The demo vouchers and how many codes each gets; prices in minor units of their currency. */
const DEMO_VOUCHERS = [
  {
    slug: 'mobile-recharge-inr-100',
    title: 'Mobile recharge ₹100',
    brand: 'Recharge',
    description: 'A prepaid top-up code for any Indian mobile operator.',
    price: 1200n,
    currency: 'KCASH',
    isOtpRequired: true,
    codes: 50,
  },
  {
    slug: 'data-pack-2gb',
    title: '2 GB data pack',
    brand: 'Data',
    description: 'Two gigabytes of mobile data, valid for 28 days.',
    price: 800n,
    currency: 'KCASH',
    isOtpRequired: false,
    codes: 100,
  },
  {
    slug: 'game-store-brl-25',
    title: 'Game store gift card R$25',
    brand: 'Gift card',
    description: 'A gift card worth R$25 in a PC and console game store.',
    price: 5000n,
    currency: 'KCASH',
    isOtpRequired: true,
    codes: 20,
  },
  {
    slug: 'kplay-hoodie',
    title: 'KPlay hoodie',
    brand: 'Merch',
    description: 'A coupon for a KPlay hoodie in the merch shop, shipping included.',
    price: 25000n,
    currency: 'KCASH',
    isOtpRequired: true,
    codes: 5,
  },
  {
    slug: 'avatar-frame-gold',
    title: 'Gold avatar frame',
    brand: 'Cosmetics',
    description: 'A gold frame for your avatar in partner games.',
    price: 500n,
    currency: 'KPOINTS',
    isOtpRequired: false,
    codes: 30,
  },
  {
    slug: 'tournament-pass',
    title: 'Weekend tournament pass',
    brand: 'Tournaments',
    description: 'Entry to one weekend tournament of your choice.',
    price: 25_000_000n,
    currency: 'REWARD',
    isOtpRequired: true,
    codes: 10,
  },
] as const;

/** Demo store vouchers (their codes come with `demoVoucherCodes`, sealed by the store service). */
export async function seedDemoVouchers(tx: DbOrTx): Promise<void> {
  await createStoreRepository(tx).insertVouchers(
    DEMO_VOUCHERS.map(({ codes: _codes, ...voucher }) => voucher),
  );
}

// Letters and digits that cannot be mistaken for one another when typed from a screen.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random voucher code like KP-7Q4M-XR2D-9KCF (60 bits from the system's random source). */
export function randomVoucherCode(): string {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return `KP-${groups.join('-')}`;
}

/** Fresh random codes for each demo voucher, made when they are seeded. */
export function demoVoucherCodes(): { slug: string; codes: string[] }[] {
  return DEMO_VOUCHERS.map((v) => ({
    slug: v.slug,
    codes: Array.from({ length: v.codes }, randomVoucherCode),
  }));
}
