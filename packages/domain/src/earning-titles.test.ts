import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import {
  EARNING_TITLES,
  earningTitle,
  earningTitleIn,
  prizeRankOf,
  tournamentPrizeTitle,
  type EarningTitleKey,
} from './earning-titles';

describe('the platform’s earning titles', () => {
  it('are kept in English and read back in the reader’s language', () => {
    const kept = earningTitle('welcomeGift', { currency: 'K-Cash' });
    expect(kept).toBe('Welcome gift: K-Cash');
    expect(earningTitleIn(kept, 'en')).toBe(kept);
    expect(earningTitleIn(kept, 'hi')).toBe('वेलकम गिफ़्ट: K-Cash');
    expect(earningTitleIn(kept, 'pt')).toBe('Presente de boas-vindas: K-Cash');
  });

  it('write a count by Intl in the reader’s language', () => {
    const kept = earningTitle('referralMilestone', { count: 100000 });
    expect(earningTitleIn(kept, 'hi')).toBe('रेफ़रल माइलस्टोन: क्वालिफ़ाई हुए गेमर: 1,00,000');
    expect(earningTitleIn(kept, 'de')).toBe('Empfehlungsmeilenstein: qualifizierte Gamer: 100.000');
  });

  it('leave an operator’s title alone', () => {
    expect(earningTitleIn('Monsoon Cup: rank 1', 'hi')).toBeNull();
  });

  it('have every title in every language, with the English parameters', () => {
    for (const key of Object.keys(EARNING_TITLES) as EarningTitleKey[]) {
      const kept = earningTitle(key, { currency: 'USDT', count: 3 });
      for (const language of LANGUAGES) {
        const worded = earningTitleIn(kept, language);
        expect(worded, `${language} ${key}`).toBeTruthy();
        if (key === 'welcomeGift') expect(worded).toContain('USDT');
        if (key === 'referralMilestone') expect(worded).toMatch(/3/);
        if (language !== 'en') expect(worded).not.toBe(kept);
      }
    }
  });
});

describe('a tournament prize’s title', () => {
  it('is kept in English and worded in the reader’s language, the rank by Intl', () => {
    expect(tournamentPrizeTitle('Monsoon Cup', 1)).toBe('Monsoon Cup: rank 1');
    expect(tournamentPrizeTitle('मानसून कप', 2, 'hi')).toBe('मानसून कप: रैंक 2');
    expect(tournamentPrizeTitle('Copa Monção', 1_200, 'pt')).toBe('Copa Monção: 1.200º lugar');
  });

  it('is in every language other than English', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en'))
      expect(tournamentPrizeTitle('Cup', 7, language), language).not.toBe(tournamentPrizeTitle('Cup', 7));
  });

  it('gives its rank back against the tournament’s English title only', () => {
    expect(prizeRankOf('Monsoon Cup: rank 12', 'Monsoon Cup')).toBe(12);
    expect(prizeRankOf('Cup: rank 2: rank 3', 'Cup: rank 2')).toBe(3);
    expect(prizeRankOf('Cup {rank}: rank 4', 'Cup {rank}')).toBe(4);
    expect(prizeRankOf('Other Cup: rank 1', 'Monsoon Cup')).toBeNull();
    // Cut short to fit an earning's title.
    expect(prizeRankOf('Monsoon Cup: ra', 'Monsoon Cup')).toBeNull();
    expect(prizeRankOf('Monsoon Cup: rank 0', 'Monsoon Cup')).toBeNull();
  });
});
