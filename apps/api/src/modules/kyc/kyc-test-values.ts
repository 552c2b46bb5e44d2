import { randomInt } from 'node:crypto';
import { verhoeffCheckDigit } from '@kp/domain/kyc';

// Fresh, valid document numbers for tests, each ending (before its check digits) in a sandbox
// marker: '1234' (or '123') is an ordinary number; '0000', '9999' … are the sandbox's test values.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[randomInt(26)]!;
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** A personal PAN (fourth letter P) whose digits are `marker`. */
export function newPan(marker = '1234'): string {
  return `${letter()}${letter()}${letter()}P${letter()}${marker}${letter()}`;
}

/** An Aadhaar number whose four digits before the check digit are `marker`. */
export function newAadhaar(marker = '1234'): string {
  const eleven = `${2 + randomInt(8)}${digits(6)}${marker}`;
  return `${eleven}${verhoeffCheckDigit(eleven)}`;
}

/** A bank account number of 12 digits ending in `marker`. */
export function newAccountNumber(marker = '1234'): string {
  return `${1 + randomInt(9)}${digits(7)}${marker}`;
}

/** A CPF whose three digits before the check digits are `marker`, with its two mod-11 check digits. */
export function newCpf(marker = '123'): string {
  let base: string;
  do base = `${digits(6)}${marker}`;
  while (/^(\d)\1{8}$/.test(base));
  const check = (d: string) => {
    const sum = [...d].reduce((s, c, i) => s + Number(c) * (d.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = check(base);
  return `${base}${first}${check(`${base}${first}`)}`;
}
