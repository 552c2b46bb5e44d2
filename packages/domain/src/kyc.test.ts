import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aadhaarSchema,
  bankAccountInputSchema,
  countryOf,
  cpfSchema,
  isAadhaar,
  isCpf,
  isKycComplete,
  isNameMatch,
  isPan,
  isPersonalPan,
  isVerhoeffValid,
  KYC_DOCUMENTS,
  KYC_MESSAGES,
  KYC_PREREQUISITES,
  KYC_REGION_RULES,
  kycNameSchema,
  maskDocumentNumber,
  panSchema,
  parsePixKey,
  pixKeySchema,
  verhoeffCheckDigit,
} from './kyc';
import { REGIONS } from './locations';
import { FORM_MESSAGES, FORMAT_MESSAGES, VALIDATION_MESSAGES } from './validation';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

/** A CPF from its nine base digits, by the Receita Federal's two mod-11 check digits (a test oracle). */
function cpfOf(base: string): string {
  const digit = (digits: string) => {
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

const digitString = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

describe('the region rules', () => {
  it('asks India for PAN, Aadhaar and a bank account before payouts, Brazil for CPF and PIX without holding payouts', () => {
    expect(KYC_REGION_RULES.IN).toEqual({ documents: ['pan', 'aadhaar', 'bank'], isRequiredForPayout: true });
    expect(KYC_REGION_RULES.BR).toEqual({ documents: ['cpf', 'pix'], isRequiredForPayout: false });
    for (const region of ['NP', 'BD', 'BH', 'Others'] as const)
      expect(KYC_REGION_RULES[region]).toEqual({ documents: [], isRequiredForPayout: false });
    // Every region has a rule; every prerequisite is a document of the same region.
    expect(Object.keys(KYC_REGION_RULES).sort()).toEqual([...REGIONS].sort());
    for (const [document, before] of Object.entries(KYC_PREREQUISITES)) {
      const region = REGIONS.find((r) => KYC_REGION_RULES[r].documents.includes(document as never))!;
      expect(KYC_REGION_RULES[region].documents).toContain(before);
    }
  });

  it('counts KYC complete only when every document of the region is verified, never where there is none', () => {
    expect(isKycComplete('IN', ['pan', 'aadhaar', 'bank'])).toBe(true);
    expect(isKycComplete('IN', ['pan', 'bank'])).toBe(false);
    expect(isKycComplete('IN', ['cpf', 'pix'])).toBe(false);
    expect(isKycComplete('BR', ['pix', 'cpf'])).toBe(true);
    expect(isKycComplete('Others', [])).toBe(false);
    expect(isKycComplete('NP', [...KYC_DOCUMENTS])).toBe(false);
  });

  it("reads a marketing country from the profile's country first, then the phone's calling code", () => {
    expect(countryOf({ countryCode: 'BR', phoneNumber: '+919876543210' })).toBe('BR');
    expect(countryOf({ countryCode: 'in', phoneNumber: null })).toBe('IN');
    expect(countryOf({ countryCode: null, phoneNumber: '+919876543210' })).toBe('IN');
    expect(countryOf({ countryCode: '', phoneNumber: '+5511987654321' })).toBe('BR');
    expect(countryOf({ phoneNumber: '+9779812345678' })).toBe('NP');
    expect(countryOf({ phoneNumber: '+8801712345678' })).toBe('BD');
    // +1 is not +91's prefix, nor is +5 +55's.
    expect(countryOf({ phoneNumber: '+12025550123' })).toBeNull();
    expect(countryOf({ phoneNumber: '919876543210' })).toBeNull();
    expect(countryOf({})).toBeNull();
  });
});

describe('Verhoeff', () => {
  it('gives the published check digits', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(isVerhoeffValid('2363')).toBe(true);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(isVerhoeffValid('123451')).toBe(true);
    expect(verhoeffCheckDigit('142857')).toBe(0);
    expect(isVerhoeffValid('1428570')).toBe(true);
    expect(isVerhoeffValid('1428571')).toBe(false);
    expect(() => verhoeffCheckDigit('12a')).toThrow(RangeError);
    expect(isVerhoeffValid('')).toBe(false);
  });

  it('accepts every number followed by its check digit', () => {
    fc.assert(
      fc.property(digitString(11), (digits) => isVerhoeffValid(`${digits}${verhoeffCheckDigit(digits)}`)),
    );
  });

  it('catches every single wrong digit', () => {
    fc.assert(
      fc.property(digitString(11), fc.nat(11), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const valid = `${digits}${verhoeffCheckDigit(digits)}`;
        const wrong = (Number(valid[at]) + shift) % 10;
        const changed = `${valid.slice(0, at)}${wrong}${valid.slice(at + 1)}`;
        return !isVerhoeffValid(changed);
      }),
    );
  });

  it('catches every swap of two different adjacent digits', () => {
    fc.assert(
      fc.property(digitString(11), fc.nat(10), (digits, at) => {
        const valid = `${digits}${verhoeffCheckDigit(digits)}`;
        fc.pre(valid[at] !== valid[at + 1]);
        const swapped = `${valid.slice(0, at)}${valid[at + 1]}${valid[at]}${valid.slice(at + 2)}`;
        return !isVerhoeffValid(swapped);
      }),
    );
  });
});

describe('Aadhaar', () => {
  const aadhaar = (eleven: string) => `${eleven}${verhoeffCheckDigit(eleven)}`;

  it('is 12 digits, the first 2 to 9, ending in the Verhoeff check digit', () => {
    expect(isAadhaar(aadhaar('23456789012'))).toBe(true);
    expect(isAadhaar('234567890124')).toBe(true);
    expect(isAadhaar('234567890125')).toBe(false);
    expect(isAadhaar(aadhaar('03456789012'))).toBe(false);
    expect(isAadhaar(aadhaar('13456789012'))).toBe(false);
    expect(isAadhaar(aadhaar('2345678901'))).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), digitString(10), (first, rest) =>
        isAadhaar(aadhaar(`${first}${rest}`)),
      ),
    );
  });

  it('takes it as printed, in groups of four, and says what is wrong', () => {
    expect(aadhaarSchema.parse('2345 6789 0124')).toBe('234567890124');
    expect(aadhaarSchema.parse('2345-6789-0124')).toBe('234567890124');
    expect(firstMessage(aadhaarSchema.safeParse('2345 6789 0125'))).toBe(KYC_MESSAGES.validAadhaar);
    expect(firstMessage(aadhaarSchema.safeParse('12345678901'))).toBe(KYC_MESSAGES.validAadhaar);
    expect(firstMessage(aadhaarSchema.safeParse('  '))).toBe(FORM_MESSAGES.enterValue);
  });
});

describe('PAN', () => {
  it('is five letters (the fourth the holder type), four digits and a letter', () => {
    expect(isPan('ABCPE1234F')).toBe(true);
    for (const type of 'PCHFATBLJG') expect(isPan(`ABC${type}E1234F`)).toBe(true);
    for (const type of 'DEIKMNOQRSUVWXYZ') expect(isPan(`ABC${type}E1234F`)).toBe(false);
    expect(isPan('ABCPE123F')).toBe(false);
    expect(isPan('ABCPE12345')).toBe(false);
    expect(isPan('1BCPE1234F')).toBe(false);
    expect(isPersonalPan('ABCPE1234F')).toBe(true);
    expect(isPersonalPan('ABCCE1234F')).toBe(false);
  });

  it('is normalized (capitals, no spaces) and must be a personal one, with the message of each fault', () => {
    expect(panSchema.parse(' abcpe 1234f ')).toBe('ABCPE1234F');
    expect(firstMessage(panSchema.safeParse('ABCCE1234F'))).toBe(KYC_MESSAGES.personalPan);
    expect(firstMessage(panSchema.safeParse('ABCXE1234F'))).toBe(KYC_MESSAGES.validPan);
    expect(firstMessage(panSchema.safeParse('ABCPE12345'))).toBe(KYC_MESSAGES.validPan);
    expect(firstMessage(panSchema.safeParse(''))).toBe(FORM_MESSAGES.enterValue);
  });
});

describe('bank account and IFSC', () => {
  it('takes 9 to 18 digits and an IFSC of four letters, a zero and six letters or digits', () => {
    const ok = (accountNumber: string, ifsc: string) =>
      bankAccountInputSchema.safeParse({ accountNumber, ifsc }).success;
    expect(ok('123456789', 'HDFC0001234')).toBe(true);
    expect(ok('123456789012345678', 'SBIN0ABC123')).toBe(true);
    expect(bankAccountInputSchema.parse({ accountNumber: '123456789', ifsc: ' hdfc0001234 ' }).ifsc).toBe(
      'HDFC0001234',
    );
    expect(ok('12345678', 'HDFC0001234')).toBe(false);
    expect(ok('1234567890123456789', 'HDFC0001234')).toBe(false);
    expect(ok('12345 6789', 'HDFC0001234')).toBe(false);
    expect(ok('123456789', 'HDFC1001234')).toBe(false);
    expect(ok('123456789', 'HDF00001234')).toBe(false);
    expect(ok('123456789', 'HDFC000123')).toBe(false);
    const messages = bankAccountInputSchema
      .safeParse({ accountNumber: '12', ifsc: 'nope' })
      .error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['accountNumber', FORMAT_MESSAGES.validAccountNumber],
      ['ifsc', FORMAT_MESSAGES.validIfsc],
    ]);
    expect(
      bankAccountInputSchema.safeParse({ accountNumber: '123456789', ifsc: 'HDFC0001234', x: 1 }).success,
    ).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 9, max: 18 }).chain(digitString), (digits) => ok(digits, 'ICIC0000001')),
    );
  });
});

describe('CPF', () => {
  it('is 11 digits with its two mod-11 check digits, written bare or masked', () => {
    expect(isCpf('52998224725')).toBe(true);
    expect(isCpf('12345678909')).toBe(true);
    expect(isCpf('12345678900')).toBe(false);
    expect(isCpf('11111111111')).toBe(false);
    expect(isCpf('1234567890')).toBe(false);
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725');
    expect(cpfSchema.parse(' 529 982 247 25 ')).toBe('52998224725');
    expect(firstMessage(cpfSchema.safeParse('529.982.247-26'))).toBe(KYC_MESSAGES.validCpf);
    expect(firstMessage(cpfSchema.safeParse(''))).toBe(FORM_MESSAGES.enterValue);
  });

  it('agrees with the mod-11 rule on every base, and refuses any other check digits', () => {
    fc.assert(
      fc.property(digitString(9), fc.integer({ min: 1, max: 99 }), (base, shift) => {
        fc.pre(!/^(\d)\1{8}$/.test(base));
        const cpf = cpfOf(base);
        const checks = (Number(cpf.slice(9)) + shift) % 100;
        return isCpf(cpf) && !isCpf(`${base}${String(checks).padStart(2, '0')}`);
      }),
    );
  });
});

describe('PIX keys', () => {
  it('recognizes the five kinds and keeps them in the DICT form', () => {
    expect(parsePixKey('529.982.247-25')).toEqual({ type: 'cpf', value: '52998224725' });
    expect(parsePixKey('11.222.333/0001-81')).toEqual({ type: 'cnpj', value: '11222333000181' });
    expect(parsePixKey(' Fulano@Example.COM ')).toEqual({ type: 'email', value: 'fulano@example.com' });
    expect(parsePixKey('(11) 98765-4321')).toEqual({ type: 'phone', value: '+5511987654321' });
    expect(parsePixKey('+55 11 98765 4321')).toEqual({ type: 'phone', value: '+5511987654321' });
    expect(parsePixKey('71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toEqual({
      type: 'evp',
      value: '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d',
    });
  });

  it('refuses what is no key: a landline, a wrong check digit, a malformed e-mail or UUID', () => {
    for (const value of ['(11) 3456-7890', '529.982.247-26', 'fulano@', '71c7d9be-4b85-4e43-9f1c', 'chave'])
      expect(parsePixKey(value), value).toBeNull();
    expect(firstMessage(pixKeySchema.safeParse('chave'))).toBe(KYC_MESSAGES.validPixKey);
    expect(firstMessage(pixKeySchema.safeParse(' '))).toBe(FORM_MESSAGES.enterValue);
    expect(firstMessage(pixKeySchema.safeParse(`${'a'.repeat(100)}@example.com`))).toBe(
      KYC_MESSAGES.validPixKey,
    );
  });
});

describe('names', () => {
  it('matches the same words in any order, titles, accents, case and particles aside', () => {
    expect(isNameMatch('Ravi Kumar Sharma', 'RAVI KUMAR SHARMA')).toBe(true);
    expect(isNameMatch('Sharma Ravi Kumar', 'Ravi Kumar Sharma')).toBe(true);
    expect(isNameMatch('Shri Ravi Sharma', 'Ravi Sharma')).toBe(true);
    expect(isNameMatch('José da Silva', 'JOSE SILVA')).toBe(true);
    expect(isNameMatch('Maria Conceição', 'maria conceicao')).toBe(true);
  });

  it('allows a middle name left out, and initials for words, but not a different person', () => {
    expect(isNameMatch('Ravi Sharma', 'Ravi Kumar Sharma')).toBe(true);
    expect(isNameMatch('R K Sharma', 'Ravi Kumar Sharma')).toBe(true);
    expect(isNameMatch('R. Kumar Sharma', 'Ravi Kumar Sharma')).toBe(true);
    expect(isNameMatch('Ravi', 'Ravi Kumar Sharma')).toBe(false);
    expect(isNameMatch('R K S', 'Ravi Kumar Sharma')).toBe(false);
    expect(isNameMatch('Ravi Verma', 'Ravi Kumar Sharma')).toBe(false);
    expect(isNameMatch('Asha Rao', 'Sandbox Other Person')).toBe(false);
    expect(isNameMatch('Prakash', 'Prakash')).toBe(true);
    expect(isNameMatch('', 'Ravi')).toBe(false);
    expect(isNameMatch('Mr', 'Mr')).toBe(false);
  });

  it('is symmetric and every name matches itself', () => {
    const word = fc.stringMatching(/^[A-Za-z]{1,8}$/);
    const name = fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));
    fc.assert(fc.property(name, name, (a, b) => isNameMatch(a, b) === isNameMatch(b, a)));
    fc.assert(
      fc.property(name, (a) => {
        fc.pre(
          a
            .split(' ')
            .some(
              (w) =>
                w.length > 1 &&
                !['mr', 'ms', 'dr', 'da', 'de', 'do', 'e', 'km', 'sr'].includes(w.toLowerCase()),
            ),
        );
        return isNameMatch(a, a);
      }),
    );
  });

  it('takes a name of letters and spaces, 2 to 100 characters', () => {
    expect(kycNameSchema.parse('  Ravi Kumar ')).toBe('Ravi Kumar');
    expect(firstMessage(kycNameSchema.safeParse('Ravi 2'))).toBe(VALIDATION_MESSAGES.onlyAlphabets);
    expect(firstMessage(kycNameSchema.safeParse(''))).toBe(FORM_MESSAGES.enterValue);
    expect(firstMessage(kycNameSchema.safeParse('R'))).toBe(KYC_MESSAGES.validName);
    expect(firstMessage(kycNameSchema.safeParse('R'.repeat(101)))).toBe(KYC_MESSAGES.validName);
    expect(kycNameSchema.safeParse('राहुल शर्मा').success).toBe(true);
  });
});

describe('masks', () => {
  it('show the last four characters only', () => {
    expect(maskDocumentNumber('pan', 'ABCPE1234F')).toBe('XXXXXX234F');
    expect(maskDocumentNumber('aadhaar', '234567890124')).toBe('XXXX XXXX 0124');
    expect(maskDocumentNumber('bank', '123456789012')).toBe('XXXX9012');
    expect(maskDocumentNumber('cpf', '52998224725')).toBe('***.***.*47-25');
    expect(maskDocumentNumber('pix', 'fulano@example.com')).toBe('f***@example.com');
    expect(maskDocumentNumber('pix', '+5511987654321')).toBe('+55 ** *****-4321');
    expect(maskDocumentNumber('pix', '11222333000181')).toBe('**.***.***/**01-81');
    expect(maskDocumentNumber('pix', '52998224725')).toBe('***.***.*47-25');
    expect(maskDocumentNumber('pix', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d')).toBe(
      '********-****-****-****-********9a2d',
    );
  });

  it('never keep more than four digits of a number', () => {
    const digitsOf = (s: string) => s.replace(/\D/g, '');
    fc.assert(
      fc.property(digitString(11), (eleven) => {
        const aadhaar = `${Math.max(2, Number(eleven[0]))}${eleven.slice(1)}${verhoeffCheckDigit(eleven)}`;
        return digitsOf(maskDocumentNumber('aadhaar', aadhaar)) === aadhaar.slice(-4);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 9, max: 18 }).chain(digitString),
        (account) => digitsOf(maskDocumentNumber('bank', account)) === account.slice(-4),
      ),
    );
    fc.assert(
      fc.property(digitString(9), (base) => {
        fc.pre(!/^(\d)\1{8}$/.test(base));
        const cpf = cpfOf(base);
        return digitsOf(maskDocumentNumber('cpf', cpf)) === cpf.slice(-4);
      }),
    );
  });
});
