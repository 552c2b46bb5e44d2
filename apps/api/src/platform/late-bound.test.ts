import { describe, expect, it } from 'vitest';
import { lateBound } from './late-bound';

describe('a late-bound port', () => {
  it('calls what is connected later', async () => {
    const port = lateBound<(id: string) => Promise<string>>("a game's client");
    const call = port.call;
    port.connect(async (id) => `client of ${id}`);
    await expect(call('g1')).resolves.toBe('client of g1');
  });

  it('throws, naming the port, when called before it is connected or connected twice', () => {
    const port = lateBound<() => number>('the playable games');
    expect(() => port.call()).toThrow(/the playable games is called before/);
    port.connect(() => 1);
    expect(() => port.connect(() => 2)).toThrow(/connected twice/);
  });
});
