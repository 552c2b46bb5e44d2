import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@kp/contract/store';
import { artUrl } from '@kp/domain/art';
import { loadAllMessages } from '../../lib/i18n';
import { VoucherCard } from './voucher-card';

beforeAll(() => loadAllMessages());

const VOUCHER: Voucher = {
  id: '11111111-1111-4111-8111-111111111111',
  language: 'en',
  slug: 'data-pack-2gb',
  title: '2 GB data pack',
  brand: 'Data',
  description: 'Two gigabytes of mobile data.',
  price: '8.00',
  currency: 'KCASH',
  currencyName: 'K-Cash',
  imageUrl: null,
  isOtpRequired: false,
  stock: 5,
  isAvailable: true,
};

const card = (imageUrl: string | null) =>
  render(<VoucherCard voucher={{ ...VOUCHER, imageUrl }} balance={null} onRedeem={() => undefined} />)
    .container;

describe('a voucher card', () => {
  it('shows the platform art as a square picture, its width and height set, in AVIF and WebP', () => {
    const art = { kind: 'icon', icon: 'radio-tower', palette: 'monsoon' } as const;
    const container = card(artUrl(art, 192, 'webp'));
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['56', '56']);
    expect(img.getAttribute('src')).toBe(artUrl(art, 96, 'png'));
    const sources = [...container.querySelectorAll('picture source')].map((s) => s.getAttribute('type'));
    expect(sources).toEqual(['image/avif', 'image/webp']);
  });

  it('shows an uploaded picture as it is served, its width and height set', () => {
    const uploaded = '/api/images/0b6f9a4e-3c1d-4e2f-9a8b-7c6d5e4f3a2b';
    const img = card(uploaded).querySelector('img')!;
    expect(img.getAttribute('src')).toBe(uploaded);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['56', '56']);
    // It decorates: the brand and title beside it say what it is.
    expect(img.getAttribute('alt')).toBe('');
  });

  it('has no picture when the voucher has none', () => {
    expect(card(null).querySelector('img')).toBeNull();
  });
});
