import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import { createUserLifecycle } from './user-lifecycle';

const tx = {} as DbOrTx;

describe('the user lifecycle', () => {
  it('runs the subscribers of an event in the order they subscribed, with the transaction given', async () => {
    const lifecycle = createUserLifecycle();
    const calls: string[] = [];
    lifecycle.on('created', async (userId, given) => {
      calls.push(`wallet ${userId} ${given === tx}`);
    });
    lifecycle.on('erased', async (userId) => {
      calls.push(`sessions ${userId}`);
    });
    lifecycle.on('created', async (userId) => {
      calls.push(`earnings ${userId}`);
    });
    await lifecycle.created('u1', tx);
    expect(calls).toEqual(['wallet u1 true', 'earnings u1']);
    await lifecycle.erased('u1', tx);
    expect(calls.at(-1)).toBe('sessions u1');
  });

  it('stops at the first error and throws it, so that the transaction rolls back', async () => {
    const lifecycle = createUserLifecycle();
    const calls: string[] = [];
    lifecycle.on('erased', async () => {
      throw new Error('games could not erase');
    });
    lifecycle.on('erased', async () => {
      calls.push('social');
    });
    await expect(lifecycle.erased('u1', tx)).rejects.toThrow('games could not erase');
    expect(calls).toEqual([]);
  });

  it('hands an event its detail: a completed KYC carries the region whose law and tax now apply', async () => {
    const lifecycle = createUserLifecycle();
    const fixed: string[] = [];
    lifecycle.on('kycVerified', async (userId, given, { region }) => {
      fixed.push(`${userId} ${region} ${given === tx}`);
    });
    lifecycle.on('created', async (userId) => {
      fixed.push(`created ${userId}`);
    });
    await lifecycle.kycVerified('u1', tx, { region: 'BR' });
    expect(fixed).toEqual(['u1 BR true']);
  });
});
