import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TASK_CONFIG_SCHEMAS } from '@kp/domain/task-config';
import { hasTextRule, isMultiLineText, isSingleLineText, text } from '@kp/domain/text';
import { ROUTES } from './routes';

// String formats whose own pattern already admits no control character (a URL's does: zod
// checks it with the URL parser, which escapes a NUL in a path instead of refusing it).
const STRICT_FORMATS = new Set([
  'uuid',
  'guid',
  'email',
  'datetime',
  'date',
  'time',
  'ipv4',
  'ipv6',
  'e164',
  'jwt',
]);

type Def = { type: string; format?: string; [key: string]: unknown };

/** The paths of every string an input schema takes that does not carry the text rule. */
function untextedStrings(schema: z.ZodType | undefined, path: string, seen = new Set<unknown>()): string[] {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  const def = schema.def as Def;
  const walk = (inner: unknown, at: string) => untextedStrings(inner as z.ZodType | undefined, at, seen);
  switch (def.type) {
    case 'string':
      if (def.format && STRICT_FORMATS.has(def.format)) return [];
      return hasTextRule(schema as z.ZodString) ? [] : [path];
    case 'object': {
      const shape = def['shape'] as Record<string, z.ZodType>;
      return [
        ...Object.entries(shape).flatMap(([key, value]) => walk(value, `${path}.${key}`)),
        ...walk(def['catchall'], `${path}.*`),
      ];
    }
    case 'array':
      return walk(def['element'], `${path}[]`);
    case 'union':
      return (def['options'] as z.ZodType[]).flatMap((option, i) => walk(option, `${path}|${i}`));
    case 'intersection':
      return [...walk(def['left'], path), ...walk(def['right'], path)];
    case 'record':
      return [...walk(def['keyType'], `${path}{key}`), ...walk(def['valueType'], `${path}{}`)];
    case 'tuple':
      return [
        ...(def['items'] as z.ZodType[]).flatMap((item, i) => walk(item, `${path}[${i}]`)),
        ...walk(def['rest'], `${path}[...]`),
      ];
    case 'pipe': {
      // What comes in is checked by the first schema; a preprocess (a transform first) leaves it to the second.
      const first = def['in'] as z.ZodType;
      return first.def.type === 'transform' ? walk(def['out'], path) : walk(first, path);
    }
    case 'lazy':
      return walk((def['getter'] as () => z.ZodType)(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def['innerType'], path);
    default:
      return [];
  }
}

describe('the text rule', () => {
  it('refuses NUL, the other C0 and C1 controls and lone surrogates in a single line', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0001',
      '\u001b[31m',
      'a\nb',
      'a\tb',
      'a\rb',
      'a\u007f',
      'a\u0085',
      '\ud800',
      'x\udfffy',
    ]) {
      expect(isSingleLineText(bad), JSON.stringify(bad)).toBe(false);
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps tabs and line breaks in a multi-line text, and refuses the rest', () => {
    expect(isMultiLineText('Line one\n\tline two\r\n')).toBe(true);
    expect(text({ multiline: true }).safeParse('a\nb').success).toBe(true);
    for (const bad of ['a\u0000b', 'a\u000bb', '\u001b[2J', 'a\u009b', '\ud83d']) {
      expect(isMultiLineText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('trims first where a text is trimmed, so a value pasted with a tab or a line break around it is kept', () => {
    expect(text({ trim: true }).parse(' Pune\t\r\n')).toBe('Pune');
    expect(text({ trim: true }).safeParse('Pu\tne').success).toBe(false);
    expect(text({ trim: true }).safeParse('\u0000Pune').success).toBe(false);
    expect(text().safeParse('Pune\t').success).toBe(false);
  });

  it('accepts what people write: every script, emoji (paired surrogates), spaces', () => {
    for (const good of [
      '',
      'Mumbai',
      'São Paulo',
      'नई दिल्ली',
      'תל אביב',
      'GG 🎮🔥',
      '中文 テキスト',
      'a\u00a0b',
    ]) {
      expect(isSingleLineText(good), good).toBe(true);
      expect(text().safeParse(good).success, good).toBe(true);
    }
  });

  it('is carried by every string of every task type’s settings (a task’s config is checked by them)', () => {
    const missing = Object.entries(TASK_CONFIG_SCHEMAS).flatMap(([type, schema]) =>
      untextedStrings(schema as z.ZodType, `config of ${type}`),
    );
    expect(missing).toEqual([]);
  });

  it('is carried by every string of every route input (params, query, body)', () => {
    const missing = ROUTES.flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) =>
        untextedStrings(route[part], `${route.method} ${route.path} ${part}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
