import { describe, expect, it } from 'vitest';
import { clanChiefApplicationSchema, clanChiefDecisionSchema, toChiefPhoneE164 } from './clan-chief';
import {
  CLAN_CHIEF_APPLICATION_STATUSES,
  CLAN_CHIEF_DECISION_STATUS,
  CLAN_CHIEF_DECISIONS,
  IS_COLLAGE_NAME_DEFAULT,
  isOpenClanChiefStatus,
} from './clans';
import { FORM_MESSAGES } from './form-messages';

const VALID = {
  email: 'chief@example.com',
  chiefCity: 'Pune',
  phoneNumber: '+919876543210',
};

/** The first message a value gets, by field. */
function messages(value: unknown): Record<string, string> {
  const result = clanChiefApplicationSchema.safeParse(value);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.') || '(root)'] ??= issue.message;
  return found;
}

describe('the clan chief phone number', () => {
  it('reads a number with its calling code, whatever separators were typed, as E.164', () => {
    expect(toChiefPhoneE164('+91 98765 43210')).toBe('+919876543210');
    expect(toChiefPhoneE164(' +91-98765-43210 ')).toBe('+919876543210');
    expect(toChiefPhoneE164('+55 (11) 91234-5678')).toBe('+5511912345678');
  });

  it('keeps to the spec’s rule: India’s 10 digits starting 6 to 9, the parser for the rest', () => {
    expect(toChiefPhoneE164('+91 5876543210')).toBeNull();
    expect(toChiefPhoneE164('+91 987654321')).toBeNull();
    expect(toChiefPhoneE164('+55 11 1234')).toBeNull();
  });

  it('needs the calling code and nothing but digits', () => {
    expect(toChiefPhoneE164('9876543210')).toBeNull();
    expect(toChiefPhoneE164('+91 98765x43210')).toBeNull();
    expect(toChiefPhoneE164('')).toBeNull();
  });
});

describe('the clan chief application form', () => {
  it('takes the four fields, No college by default', () => {
    expect(clanChiefApplicationSchema.parse(VALID)).toEqual({
      ...VALID,
      isCollageName: IS_COLLAGE_NAME_DEFAULT,
    });
    expect(IS_COLLAGE_NAME_DEFAULT).toBe('No');
    expect(
      clanChiefApplicationSchema.parse({ ...VALID, isCollageName: 'Yes', collegeName: '  COEP  ' })
        .collegeName,
    ).toBe('COEP');
  });

  it('says what is wrong in the spec’s words', () => {
    expect(messages({ ...VALID, email: 'not-an-email' })).toEqual({ email: FORM_MESSAGES.validEmail });
    expect(messages({ ...VALID, chiefCity: '   ' })).toEqual({ chiefCity: FORM_MESSAGES.enterCity });
    expect(messages({ ...VALID, phoneNumber: '+91 12345' })).toEqual({
      phoneNumber: FORM_MESSAGES.validMobileNumber,
    });
    expect(messages({ ...VALID, isCollageName: 'Maybe' })).toEqual({
      isCollageName: FORM_MESSAGES.selectOption,
    });
  });

  it('asks for the college name only when the chief names a college', () => {
    expect(messages({ ...VALID, isCollageName: 'Yes' })).toEqual({
      collegeName: FORM_MESSAGES.enterCollegeName,
    });
    expect(messages({ ...VALID, isCollageName: 'Yes', collegeName: '  ' })).toEqual({
      collegeName: FORM_MESSAGES.enterCollegeName,
    });
    expect(messages({ ...VALID, isCollageName: 'No' })).toEqual({});
  });

  it('refuses fields it does not know and values past their length', () => {
    expect(clanChiefApplicationSchema.safeParse({ ...VALID, status: 'approved' }).success).toBe(false);
    expect(clanChiefApplicationSchema.safeParse({ ...VALID, chiefCity: 'x'.repeat(81) }).success).toBe(false);
    const label = 'b'.repeat(60);
    const email = (labels: number) => `${'a'.repeat(60)}@${Array(labels).fill(label).join('.')}.com`;
    expect(clanChiefApplicationSchema.safeParse({ ...VALID, email: email(3) }).success).toBe(true);
    expect(messages({ ...VALID, email: email(4) })).toEqual({ email: FORM_MESSAGES.validEmail });
  });
});

describe('clan chief decisions', () => {
  it('lead from pending to approved or rejected, with a reason of 5 to 500 characters', () => {
    expect(CLAN_CHIEF_APPLICATION_STATUSES).toEqual(['pending', 'approved', 'rejected']);
    expect(CLAN_CHIEF_DECISIONS.map((d) => CLAN_CHIEF_DECISION_STATUS[d])).toEqual(['approved', 'rejected']);
    expect(clanChiefDecisionSchema.parse({ decision: 'reject', reason: '  Too new  ' })).toEqual({
      decision: 'reject',
      reason: 'Too new',
    });
    expect(clanChiefDecisionSchema.safeParse({ decision: 'reject', reason: 'no' }).success).toBe(false);
    expect(clanChiefDecisionSchema.safeParse({ decision: 'reject', reason: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(clanChiefDecisionSchema.safeParse({ decision: 'maybe', reason: 'Looks fine' }).success).toBe(
      false,
    );
  });

  it('keep a user from applying again while one is pending or approved', () => {
    expect(isOpenClanChiefStatus('pending')).toBe(true);
    expect(isOpenClanChiefStatus('approved')).toBe(true);
    expect(isOpenClanChiefStatus('rejected')).toBe(false);
  });
});
