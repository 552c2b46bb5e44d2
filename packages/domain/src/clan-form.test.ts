import { describe, expect, it } from 'vitest';
import {
  clanFormSchema,
  clanRulesSchema,
  createClanSchema,
  referrerE164,
  REFERRER_COUNTRY_CODE_DEFAULT,
} from './clan-form';

const VALID = { clanName: '  Pune Panthers ', city: 'Pune', country: 'IN' };
const problems = (value: unknown) => {
  const result = clanFormSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the clan form', () => {
  it('trims the name, defaults the optional fields and the referrer country (IN)', () => {
    expect(clanFormSchema.parse(VALID)).toEqual({
      clanName: 'Pune Panthers',
      city: 'Pune',
      country: 'IN',
      clanLogo: null,
      bannerImage: null,
      description: '',
      referrerPhoneNumber: '',
      referrerPhoneNumberCountryCode: REFERRER_COUNTRY_CODE_DEFAULT,
    });
  });

  it('checks the referrer number against its country, India’s 10 digits by default', () => {
    expect(problems({ ...VALID, referrerPhoneNumber: '9876543210' })).toEqual([]);
    expect(problems({ ...VALID, referrerPhoneNumber: '12345' })).toEqual([
      'referrerPhoneNumber: Please enter valid mobile number',
    ]);
    const brazil = clanFormSchema.parse({
      ...VALID,
      referrerPhoneNumber: '11987654321',
      referrerPhoneNumberCountryCode: 'BR',
    });
    expect(referrerE164(brazil)).toBe('+5511987654321');
    expect(referrerE164(clanFormSchema.parse({ ...VALID, referrerPhoneNumber: '9876543210' }))).toBe(
      '+919876543210',
    );
    expect(referrerE164(clanFormSchema.parse(VALID))).toBeNull();
  });

  it('refuses names too short, too long or with other characters, and unknown countries', () => {
    expect(problems({ ...VALID, clanName: 'ab' })[0]).toContain('clan name of 3 to 30 characters');
    expect(problems({ ...VALID, clanName: 'x'.repeat(31) })[0]).toContain('clan name of 3 to 30');
    expect(problems({ ...VALID, clanName: 'a/b/c' })[0]).toContain('letters, digits');
    expect(problems({ ...VALID, country: 'XX' })).toEqual(['country: Please select country']);
    expect(problems({ ...VALID, city: ' ' })).toEqual(['city: Please enter city']);
    expect(problems({ ...VALID, description: 'x'.repeat(501) })[0]).toContain('at most 500');
    expect(problems({ ...VALID, clanLogo: 'not-an-id' })).toHaveLength(1);
    expect(problems({ ...VALID, chiefId: 'someone' })).toHaveLength(1);
  });

  it('takes the code of the create clan flow with the form', () => {
    const code = { challengeId: '0b6f4b84-4d7c-4c55-9a55-3a9f0e0e0999', code: '123456' };
    expect(createClanSchema.safeParse({ ...VALID, ...code }).success).toBe(true);
    expect(createClanSchema.safeParse(VALID).success).toBe(false);
    expect(createClanSchema.safeParse({ ...VALID, ...code, code: '12ab56' }).success).toBe(false);
  });
});

describe('the clan rules', () => {
  it('take whole days from 0 to a year for each rule', () => {
    const rules = {
      minDaysBeforeClanDelete: 0,
      minDaysToJoinClanAfterLeaving: 3,
      minDaysToRecreateClanAfterDelete: 365,
    };
    expect(clanRulesSchema.parse(rules)).toEqual(rules);
    expect(clanRulesSchema.safeParse({ ...rules, minDaysBeforeClanDelete: -1 }).success).toBe(false);
    expect(clanRulesSchema.safeParse({ ...rules, minDaysBeforeClanDelete: 1.5 }).success).toBe(false);
    expect(clanRulesSchema.safeParse({ ...rules, minDaysToJoinClanAfterLeaving: 366 }).success).toBe(false);
    expect(clanRulesSchema.safeParse({ minDaysBeforeClanDelete: 1 }).success).toBe(false);
  });
});
