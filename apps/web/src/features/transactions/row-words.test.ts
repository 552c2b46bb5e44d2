import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import hi from '../../locales/hi.json';
import { loadAllMessages } from '../../lib/i18n';
import { kindWords, memoWords } from './row-words';

// Issue 18: the notes the api writes on a movement reach a Hindi reader in Hindi.
beforeAll(async () => {
  await loadAllMessages();
  i18next.addResourceBundle('hi', 'translation', hi, true, true);
});

describe('a movement’s note', () => {
  it('is worded by its key in the reader’s language, each currency by its name, never the api’s English', () => {
    const t = i18next.getFixedT('hi');
    const taxed = memoWords(t, {
      memo: 'Collected: Raid (tax withheld under section 194BA: 30.00 KCASH)',
      note: {
        key: 'earningCollectedTaxed',
        params: { title: 'Raid', section: '194BA', tax: '30.00', currency: 'KCASH' },
      },
    });
    expect(taxed).toBe('कलेक्ट किया: Raid (सेक्शन 194BA के तहत टैक्स काटा गया: 30.00 K-Cash)');
    expect(memoWords(t, { memo: 'KYC bonus', note: { key: 'kycBonus', params: {} } })).toBe(
      hi.transactions.memos.kycBonus,
    );
  });

  it('says other words (a voucher’s title, an operator’s note) as written, and nothing without a memo', () => {
    const t = i18next.getFixedT('hi');
    expect(memoWords(t, { memo: 'Amazon voucher 500 KCASH' })).toBe('Amazon voucher 500 K-Cash');
    expect(memoWords(t, { memo: null })).toBeNull();
  });
});

describe('a movement’s kind', () => {
  it('is worded in the reader’s language, a kind the screen does not know as a generic one, never the api’s word', () => {
    const t = i18next.getFixedT('hi');
    expect(kindWords(t, 'redemption')).toBe(hi.transactions.kinds.redemption);
    expect(kindWords(t, 'spend', 'tournament_entry')).toBe(hi.transactions.kinds.tournamentEntry);
    for (const unknown of ['chargeback', 'other', 'staking_reward']) {
      expect(kindWords(t, unknown)).toBe('अन्य ट्रांज़ैक्शन');
      expect(kindWords(i18next.getFixedT('en'), unknown)).toBe('Other transaction');
    }
  });
});
