import type { PolicyDocument } from './policy-document';

/**
 * Every policy in every language it is written in, `./policies/<slug>/<language>.ts` (the spec's
 * language codes, as the locale files): each its own chunk, so a reader downloads the one
 * language shown. `en.ts` is the binding text; the others are translations of it.
 */
export const POLICY_FILES: Record<string, () => Promise<{ default: PolicyDocument }>> = import.meta.glob<{
  default: PolicyDocument;
}>('./policies/*/*.ts');
