import { randomInt } from 'node:crypto';
import { artUrl, type ArtPalette } from '@kp/domain/art';
import { FIAT_CURRENCIES, fiatToKcash, parseFiatAmount, type FiatCode } from '@kp/domain/swap';
import type { DbOrTx } from '../../db/client';
import { createStoreRepository } from './store.repository';

/** K-Cash prices are rounded up to whole tens of K-Cash (minor units). */
const KCASH_PRICE_STEP = 1_000n;

/**
 * The price in K-Cash of a voucher worth an amount of money: what that money buys at the
 * installation's rate (ONRAMP_RATES), before fees, rounded up to ten K-Cash — so that the store
 * and Buy K-Cash tell the same story.
 */
export function kcashPriceOf(
  faceValue: { amount: string; currency: FiatCode },
  ratesPerUsdt: Readonly<Partial<Record<FiatCode, bigint>>>,
): bigint {
  const rate = ratesPerUsdt[faceValue.currency];
  if (!rate) throw new Error(`no rate for ${FIAT_CURRENCIES[faceValue.currency].name}`);
  const kcash = fiatToKcash(parseFiatAmount(faceValue.amount, faceValue.currency), faceValue.currency, rate);
  return ((kcash + KCASH_PRICE_STEP - 1n) / KCASH_PRICE_STEP) * KCASH_PRICE_STEP;
}

/** A demo voucher's picture: the platform art's square tile of a game-icons glyph. */
const mark = (icon: string, palette: ArtPalette) => artUrl({ kind: 'icon', icon, palette }, 192, 'webp');

/**
 * The demo vouchers (texts in English, Hindi and Portuguese) and how many codes each gets; a voucher worth money is priced from its face
 * value at the buy rate, the others in minor units of their currency.
 */
const DEMO_VOUCHERS = [
  {
    slug: 'mobile-recharge-inr-100',
    title: 'Mobile recharge ₹100',
    brand: 'Recharge',
    description: 'A prepaid top-up code for any Indian mobile operator.',
    translations: {
      hi: { title: 'मोबाइल रिचार्ज ₹100', description: 'किसी भी भारतीय मोबाइल ऑपरेटर के लिए प्रीपेड रिचार्ज कोड।' },
      pt: {
        title: 'Recarga de celular ₹100',
        description: 'Um código de recarga pré-paga para qualquer operadora móvel da Índia.',
      },
    },
    imageUrl: mark('smartphone', 'ocean'),
    faceValue: { amount: '100', currency: 'INR' },
    isOtpRequired: true,
    codes: 50,
  },
  {
    slug: 'data-pack-2gb',
    title: '2 GB data pack',
    brand: 'Data',
    description: 'Two gigabytes of mobile data, valid for 28 days.',
    translations: {
      hi: { title: '2 GB डेटा पैक', description: 'दो GB मोबाइल डेटा, 28 दिन की वैलिडिटी।' },
      pt: {
        title: 'Pacote de dados de 2 GB',
        description: 'Dois gigabytes de dados móveis, válidos por 28 dias.',
      },
    },
    imageUrl: mark('radio-tower', 'monsoon'),
    faceValue: { amount: '49', currency: 'INR' },
    isOtpRequired: false,
    codes: 100,
  },
  {
    slug: 'game-store-brl-25',
    title: 'Game store gift card R$25',
    brand: 'Gift card',
    description: 'A gift card worth R$25 in a PC and console game store.',
    translations: {
      hi: { title: 'गेम स्टोर गिफ्ट कार्ड R$25', description: 'PC और कंसोल गेम स्टोर के लिए R$25 का गिफ्ट कार्ड।' },
      pt: {
        title: 'Vale-presente de loja de games R$25',
        description: 'Um vale-presente de R$25 numa loja de jogos de PC e console.',
      },
    },
    imageUrl: mark('present', 'carnival'),
    faceValue: { amount: '25', currency: 'BRL' },
    isOtpRequired: true,
    codes: 20,
  },
  {
    slug: 'kplay-hoodie',
    title: 'KPlay hoodie',
    brand: 'Merch',
    description: 'A coupon for a KPlay hoodie in the merch shop, shipping included.',
    translations: {
      hi: { title: 'KPlay हुडी', description: 'मर्च शॉप में KPlay हुडी का कूपन, डिलीवरी फ्री।' },
      pt: {
        title: 'Moletom KPlay',
        description: 'Um cupom de um moletom KPlay na loja oficial, com frete incluído.',
      },
    },
    imageUrl: mark('hoodie', 'steel'),
    faceValue: { amount: '30', currency: 'USD' },
    isOtpRequired: true,
    codes: 5,
  },
  {
    slug: 'avatar-frame-gold',
    title: 'Gold avatar frame',
    brand: 'Cosmetics',
    description: 'A gold frame for your avatar in partner games.',
    translations: {
      hi: { title: 'गोल्ड अवतार फ्रेम', description: 'पार्टनर गेम्स में तुम्हारे अवतार के लिए गोल्डन फ्रेम।' },
      pt: {
        title: 'Moldura dourada de avatar',
        description: 'Uma moldura dourada para o seu avatar nos jogos parceiros.',
      },
    },
    imageUrl: mark('portrait', 'gold'),
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
    translations: {
      hi: { title: 'वीकेंड टूर्नामेंट पास', description: 'अपनी पसंद के किसी एक वीकेंड टूर्नामेंट में एंट्री।' },
      pt: {
        title: 'Passe de torneio de fim de semana',
        description: 'Entrada em um torneio de fim de semana à sua escolha.',
      },
    },
    imageUrl: mark('ticket', 'crimson'),
    price: 25_000_000n,
    currency: 'REWARD',
    isOtpRequired: true,
    codes: 10,
  },
] as const;

/** Demo store vouchers (their codes come with `demoVoucherCodes`, sealed by the store service). */
export async function seedDemoVouchers(
  tx: DbOrTx,
  ratesPerUsdt: Readonly<Partial<Record<FiatCode, bigint>>>,
): Promise<void> {
  await createStoreRepository(tx).insertVouchers(
    DEMO_VOUCHERS.map(({ codes: _codes, ...voucher }) => {
      if (!('faceValue' in voucher)) return voucher;
      const { faceValue, ...rest } = voucher;
      return { ...rest, price: kcashPriceOf(faceValue, ratesPerUsdt), currency: 'KCASH' };
    }),
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
