import { afterEach, describe, expect, it } from 'vitest';
import {
  finishFirstRun,
  isFirstRunPending,
  orderByPickedGames,
  pickedGameIds,
  startFirstRun,
} from './first-run';

afterEach(() => localStorage.clear());

const quest = (title: string, gameId: string) => ({ title, game: { id: gameId } });

describe('the first-run path’s record on this device', () => {
  it('waits from a registration until it is ended, then keeps the games picked', () => {
    expect(isFirstRunPending()).toBe(false);
    startFirstRun();
    expect(isFirstRunPending()).toBe(true);
    expect(pickedGameIds()).toEqual([]);
    finishFirstRun(['g2', 'g1']);
    expect(isFirstRunPending()).toBe(false);
    expect(pickedGameIds()).toEqual(['g2', 'g1']);
  });

  it('reads anything else stored under its key as no games picked', () => {
    for (const stored of ['{', '{"a":1}', '[1,"g1"]']) {
      localStorage.setItem('firstRun', stored);
      expect(isFirstRunPending()).toBe(false);
      expect(pickedGameIds()).toEqual(stored === '[1,"g1"]' ? ['g1'] : []);
    }
  });

  it('puts the quests of the picked games first, each group in the order given', () => {
    const quests = [quest('a', 'g1'), quest('b', 'g2'), quest('c', 'g3'), quest('d', 'g2')];
    expect(orderByPickedGames(quests, ['g2']).map((q) => q.title)).toEqual(['b', 'd', 'a', 'c']);
    expect(orderByPickedGames(quests, []).map((q) => q.title)).toEqual(['a', 'b', 'c', 'd']);
    finishFirstRun(['g3']);
    expect(orderByPickedGames(quests).map((q) => q.title)).toEqual(['c', 'a', 'b', 'd']);
  });
});
