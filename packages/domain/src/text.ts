import { z } from 'zod';

/**
 * The one rule every text a client sends must keep: no control characters and no broken
 * UTF-16. A NUL cannot be stored by PostgreSQL at all (it answered 500); the other C0 and C1
 * controls and lone surrogates are never typed by a person, only by a fuzzer or an attacker
 * (log and header injection, invisible look-alikes). Multi-line texts (descriptions, a post's
 * text) keep the three controls a person does type: tab, line feed and carriage return.
 */

// Control characters are what these patterns are about (hence no-control-regex is off for them).
// With the u flag a paired surrogate is one code point (allowed); a lone one is D800 to DFFF.
/** A single-line text: no C0 or C1 control, no lone surrogate. */
// eslint-disable-next-line no-control-regex
export const SINGLE_LINE_TEXT_PATTERN = /^[^\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;

/** A multi-line text: as a single line, but tab, line feed and carriage return are allowed. */
export const MULTI_LINE_TEXT_PATTERN =
  // eslint-disable-next-line no-control-regex
  /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;

/** The message of a text refused by the rule. */
export const TEXT_MESSAGES = {
  controlCharacters: 'Control characters are not allowed',
} as const;

/** Whether a value is a single-line text a person could have typed. */
export function isSingleLineText(value: string): boolean {
  return SINGLE_LINE_TEXT_PATTERN.test(value);
}

/** Whether a value is a multi-line text a person could have typed (tabs and line breaks allowed). */
export function isMultiLineText(value: string): boolean {
  return MULTI_LINE_TEXT_PATTERN.test(value);
}

/**
 * A string schema that refuses control characters: every text a client sends is one of these.
 * `trim` trims before the check, so a value pasted with a tab or a line break around it is kept.
 */
export function text(options: { multiline?: boolean; trim?: boolean } = {}) {
  const base = options.trim ? z.string().trim() : z.string();
  return base.regex(
    options.multiline ? MULTI_LINE_TEXT_PATTERN : SINGLE_LINE_TEXT_PATTERN,
    TEXT_MESSAGES.controlCharacters,
  );
}

/** A URL schema that keeps the text rule too: zod's URL check lets a NUL through in a path. */
export function textUrl(params?: Parameters<typeof z.url>[0]) {
  return z.url(params).regex(SINGLE_LINE_TEXT_PATTERN, TEXT_MESSAGES.controlCharacters);
}

/** Whether a string schema carries the text rule (the contract's check that no input skips it). */
export function hasTextRule(schema: z.ZodString): boolean {
  return (schema.def.checks ?? []).some((check) => {
    const pattern = (check._zod.def as { pattern?: unknown }).pattern;
    return pattern === SINGLE_LINE_TEXT_PATTERN || pattern === MULTI_LINE_TEXT_PATTERN;
  });
}
