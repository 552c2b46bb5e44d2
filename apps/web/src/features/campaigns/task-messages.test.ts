import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import hi from '../../locales/hi.json';
import { loadAllMessages } from '../../lib/i18n';
import { evidenceRows, failureWords } from './task-messages';
import type { TaskFailure } from './task-outcome';

// Issue 18: Telegram's statuses and the names of profile fields reach a Hindi reader in Hindi.
beforeAll(async () => {
  await loadAllMessages();
  i18next.addResourceBundle('hi', 'translation', hi, true, true);
});
const context = (type: 'join_telegram_channel' | 'internal_api_validation') => ({
  t: i18next.getFixedT('hi'),
  language: 'hi' as const,
  task: { type, config: {} },
});
const failure = (overrides: Partial<TaskFailure>): TaskFailure => ({
  errorType: 'REQUIREMENT_NOT_MET',
  errorCode: 'UNKNOWN',
  params: {},
  evidence: {},
  canRetry: true,
  canAppeal: false,
  retryAfterSeconds: null,
  account: null,
  ...overrides,
});

describe('the words of a failed check, for a Hindi reader', () => {
  it('says Telegram’s status of the member in Hindi, in the reason and in what we saw', () => {
    const evidence = { chatId: '@kplay', memberStatus: 'left' };
    const { reason } = failureWords(
      failure({ errorCode: 'TELEGRAM_NOT_IN_CHANNEL', params: { ...evidence, account: '@asha' }, evidence }),
      context('join_telegram_channel'),
    );
    expect(reason).toContain(`“${hi.campaign.telegramStatus.left}”`);
    expect(reason).not.toContain('“left”');
    const rows = evidenceRows(evidence, context('join_telegram_channel'));
    expect(rows).toContainEqual({
      label: hi.campaign.evidence.memberStatus,
      value: hi.campaign.telegramStatus.left,
    });
    // A status Telegram may add one day: said as unknown, not in Telegram's English.
    const later = failureWords(
      failure({
        errorCode: 'TELEGRAM_NOT_IN_CHANNEL',
        evidence: { chatId: '@kplay', memberStatus: 'banished' },
      }),
      context('join_telegram_channel'),
    );
    expect(later.reason).toContain(hi.campaign.telegramStatus.unknown);
    expect(later.reason).not.toContain('banished');
  });

  it('names the missing profile fields in Hindi, by key and in the English names older checks kept', () => {
    const fields = ['username', 'firstName', 'country'] as const;
    const inHindi = fields.map((field) => hi.campaign.profileFields[field]).join(', ');
    const byKey = failureWords(
      failure({
        errorCode: 'PROFILE_INCOMPLETE',
        params: { missing: ['username', 'first name', 'country'], missingFields: [...fields] },
      }),
      context('internal_api_validation'),
    );
    expect(byKey.reason).toBe(hi.campaign.codes.profileIncomplete.replace('{{missing}}', inHindi));
    const older = failureWords(
      failure({
        errorCode: 'PROFILE_INCOMPLETE',
        evidence: { missing: ['username', 'first name', 'country'] },
      }),
      context('internal_api_validation'),
    );
    expect(older.reason).toBe(byKey.reason);
    expect(older.reason).not.toMatch(/first name|username|country/);
    const rows = evidenceRows(
      { check: 'profile_complete', missing: ['first name'], missingFields: ['firstName'] },
      context('internal_api_validation'),
    );
    expect(rows).toContainEqual({
      label: hi.campaign.evidence.missing,
      value: hi.campaign.profileFields.firstName,
    });
  });

  it('says what to do by the error type for a code it has no words for', () => {
    const { reason } = failureWords(
      failure({ errorCode: 'SOMETHING_NEW' }),
      context('internal_api_validation'),
    );
    expect(reason).toBe(hi.campaign.errorHint.REQUIREMENT_NOT_MET);
  });
});
