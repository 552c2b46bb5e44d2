import { describe, expect, it } from 'vitest';
import {
  acceptsEntries,
  acceptsScores,
  compareEntries,
  isBetterScore,
  isCashConvertible,
  paidEntryRefusal,
  parseCountryList,
  prizeForRank,
  prizeTableProblem,
  tournamentStatusAt,
  type RankedEntry,
} from './tournaments';

const start = new Date('2026-05-01T10:00:00Z');
const end = new Date('2026-05-02T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the schedule', () => {
  it('moves PUBLISHED to LIVE at the start and to CONCLUDED at the end; CONCLUDED and COMPLETED stay', () => {
    const t = { status: 'PUBLISHED' as const, startsAt: start, endsAt: end };
    expect(tournamentStatusAt(t, at('2026-05-01T09:59:59Z'))).toBe('PUBLISHED');
    expect(tournamentStatusAt(t, start)).toBe('LIVE');
    expect(tournamentStatusAt(t, end)).toBe('CONCLUDED');
    expect(tournamentStatusAt({ ...t, status: 'CONCLUDED' }, start)).toBe('CONCLUDED');
    expect(tournamentStatusAt({ ...t, status: 'COMPLETED' }, start)).toBe('COMPLETED');
  });

  it('takes entries before the end, scores only while live', () => {
    const t = { status: 'PUBLISHED' as const, startsAt: start, endsAt: end };
    expect(acceptsEntries(t, at('2026-04-30T00:00:00Z'))).toBe(true);
    expect(acceptsScores(t, at('2026-04-30T00:00:00Z'))).toBe(false);
    expect(acceptsScores(t, start)).toBe(true);
    expect(acceptsEntries(t, end)).toBe(false);
    expect(acceptsScores({ ...t, status: 'CONCLUDED' }, start)).toBe(false);
  });
});

describe('the regional rule', () => {
  const paidCash = { entryFeeAmount: 100n, prizeCurrencies: ['KCASH'] as const };
  it('refuses a paid entry with cash prizes in a blocked country, and where the country is unknown', () => {
    expect(paidEntryRefusal(paidCash, 'IN', ['IN'])).toBe('country_blocked');
    expect(paidEntryRefusal(paidCash, 'in', ['IN'])).toBe('country_blocked');
    expect(paidEntryRefusal(paidCash, null, ['IN'])).toBe('country_unknown');
    expect(paidEntryRefusal(paidCash, 'BR', ['IN'])).toBeNull();
  });
  it('allows free entry, K-Points prizes, and everyone when nothing is blocked', () => {
    expect(paidEntryRefusal({ ...paidCash, entryFeeAmount: 0n }, 'IN', ['IN'])).toBeNull();
    expect(paidEntryRefusal({ ...paidCash, prizeCurrencies: ['KPOINTS'] }, 'IN', ['IN'])).toBeNull();
    expect(paidEntryRefusal(paidCash, null, [])).toBeNull();
    for (const c of ['USDT', 'REWARD'] as const)
      expect(paidEntryRefusal({ ...paidCash, prizeCurrencies: ['KPOINTS', c] }, 'IN', ['IN'])).toBe(
        'country_blocked',
      );
    expect(isCashConvertible('KPOINTS')).toBe(false);
  });
  it('reads a country list', () => {
    expect(parseCountryList(' in, np ,IN,,')).toEqual(['IN', 'NP']);
  });
});

describe('prizes', () => {
  const tier = (fromRank: number, toRank: number, amount = 10n) => ({
    fromRank,
    toRank,
    currency: 'KCASH' as const,
    amount,
  });
  it('accepts ordered ranges within the places, refuses overlaps, gaps backwards, zero and too far', () => {
    expect(prizeTableProblem([tier(1, 1), tier(2, 5), tier(8, 10)], 10)).toBeNull();
    expect(prizeTableProblem([tier(1, 2), tier(2, 3)], 10)).toMatch(/overlap/);
    expect(prizeTableProblem([tier(2, 1)], 10)).toMatch(/ends at or after/);
    expect(prizeTableProblem([tier(0, 1)], 10)).toMatch(/from 1/);
    expect(prizeTableProblem([tier(1, 11)], 10)).toMatch(/beyond/);
    expect(prizeTableProblem([tier(1, 1, 0n)], 10)).toMatch(/positive/);
  });
  it('finds the prize of a rank', () => {
    const table = [tier(1, 1, 100n), tier(2, 3, 50n)];
    expect(prizeForRank(table, 1)?.amount).toBe(100n);
    expect(prizeForRank(table, 3)?.amount).toBe(50n);
    expect(prizeForRank(table, 4)).toBeNull();
  });
});

describe('the ranking', () => {
  const entry = (
    userId: string,
    bestScore: number | null,
    bestAt: string | null,
    joinedAt = '2026-05-01T10:00:00Z',
  ): RankedEntry => ({
    userId,
    bestScore,
    bestAt: bestAt ? new Date(bestAt) : null,
    joinedAt: new Date(joinedAt),
  });
  it('puts the best score first, then who reached it first, then those without a score by joining', () => {
    const entries = [
      entry('e', null, null, '2026-05-01T10:05:00Z'),
      entry('d', null, null, '2026-05-01T10:01:00Z'),
      entry('b', 20, '2026-05-01T12:00:00Z'),
      entry('a', 20, '2026-05-01T11:00:00Z'),
      entry('c', 30, '2026-05-01T13:00:00Z'),
      entry('f', 5, '2026-05-01T10:30:00Z'),
    ];
    expect(entries.sort(compareEntries).map((e) => e.userId)).toEqual(['c', 'a', 'b', 'f', 'd', 'e']);
  });
  it('keeps an earlier equal score', () => {
    expect(isBetterScore(null, 0)).toBe(true);
    expect(isBetterScore(10, 10)).toBe(false);
    expect(isBetterScore(10, 11)).toBe(true);
  });
});
