import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LOCKED_TASK_LABEL,
  SOCIAL_ACCOUNTS,
  SUBMISSION_TYPES,
  TASK_BUTTON_LABELS,
  TASK_TYPES,
  TASK_TYPE_LABELS,
  isTaskType,
  requiredLinkedAccount,
} from './tasks';

describe('task types', () => {
  it('has exactly the 26 task types, unique, as snake_case ids', () => {
    expect(TASK_TYPES).toHaveLength(26);
    expect(new Set(TASK_TYPES).size).toBe(26);
    for (const type of TASK_TYPES) expect(type).toMatch(/^[a-z0-9]+(?:_[a-z0-9]+)*$/);
    expect(TASK_TYPES[0]).toBe('link_twitter');
    expect(TASK_TYPES.at(-1)).toBe('share_pog_card_on_x');
    expect(Object.keys(TASK_TYPE_LABELS)).toEqual([...TASK_TYPES]);
  });

  it('needs a linked account for Twitter and other social tasks, not for linking one', () => {
    expect(requiredLinkedAccount('twitter_retweet')).toBe('twitter');
    expect(requiredLinkedAccount('share_pog_card_on_x')).toBe('twitter');
    expect(requiredLinkedAccount('join_discord_server')).toBe('discord');
    expect(requiredLinkedAccount('join_telegram_channel')).toBe('telegram');
    expect(requiredLinkedAccount('link_twitter')).toBeNull();
    expect(requiredLinkedAccount('create_referral')).toBeNull();
  });

  it('asks for a linked account only among the social accounts, and for every twitter_ task', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_TYPES), (type) => {
        const account = requiredLinkedAccount(type);
        if (account !== null) expect(SOCIAL_ACCOUNTS).toContain(account);
        if (type.startsWith('twitter_')) expect(account).toBe('twitter');
        if (type.startsWith('link_')) expect(account).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.string(),
        (value) => isTaskType(value) === (TASK_TYPES as readonly string[]).includes(value),
      ),
    );
  });
});

describe('submission types and labels', () => {
  it('has the seven submission types as the spec spells them', () => {
    expect(SUBMISSION_TYPES).toEqual([
      'Discord',
      'Instagram',
      'Twitter',
      'Facebook',
      'YouTube',
      'link',
      'Steam',
    ]);
  });

  it('has the button labels and the locked task label', () => {
    expect(Object.values(TASK_BUTTON_LABELS)).toEqual([
      'validate',
      'validating',
      'revalidate',
      'continue',
      'verified',
      'complete task',
    ]);
    expect(LOCKED_TASK_LABEL).toBe('complete all active tasks first');
  });
});
