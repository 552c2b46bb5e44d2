import { describe, expect, it, vi } from 'vitest';
import { createBackgroundList } from './background-list';

describe('a list kept in the background', () => {
  it('answers at once with the last list, reads again once stale, one read at a time', async () => {
    let time = 0;
    let answer = ['http://a.example'];
    const load = vi.fn(async () => answer);
    const list = createBackgroundList(load, { maxAgeMs: 1000, onError: vi.fn(), now: () => time });
    expect(list.get()).toEqual([]);
    expect(list.get()).toEqual([]);
    await list.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    expect(list.get()).toEqual(['http://a.example']);
    answer = ['http://b.example'];
    time = 999;
    expect(list.get()).toEqual(['http://a.example']);
    expect(load).toHaveBeenCalledTimes(1);
    time = 1001;
    expect(list.get()).toEqual(['http://a.example']);
    await list.refresh();
    expect(load).toHaveBeenCalledTimes(2);
    expect(list.get()).toEqual(['http://b.example']);
  });

  it('keeps the last list when a read fails, and reports the failure', async () => {
    const onError = vi.fn();
    let fail = false;
    const list = createBackgroundList(
      async () => {
        if (fail) throw new Error('database closed');
        return ['x'];
      },
      { maxAgeMs: 0, onError, now: () => 0 },
    );
    await list.refresh();
    fail = true;
    await list.refresh();
    expect(list.get()).toEqual(['x']);
    expect(onError).toHaveBeenCalledWith(new Error('database closed'));
  });
});
