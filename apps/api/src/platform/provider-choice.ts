import { z } from 'zod';

/**
 * A setting that chooses outside providers in order of preference: `a,b` (each once, each one of
 * `names`), or the one word `none` for none (the feature is then switched off). Unset: `fallback`.
 */
export function providerListSetting<const N extends readonly [string, ...string[]]>(
  names: N,
  fallback: string,
) {
  return z
    .string()
    .transform((value) =>
      value.trim() === 'none'
        ? []
        : value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(names, { message: `each must be one of ${names.join(', ')} (or the one word none)` }))
        .refine((chosen) => new Set(chosen).size === chosen.length, 'must not list a provider twice'),
    )
    .prefault(fallback);
}
