/**
 * A written policy page, drawn by the policy page component: the binding English text
 * (`policies/<slug>/en.ts`) or a translation of it (`policies/<slug>/<language>.ts`), which keeps
 * its date, its section ids in their order and its number of paragraphs and items.
 */
export type PolicySection = {
  /** Anchor id, kebab-case, unique within the document; the same in every language. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** An optional bulleted list drawn after the paragraphs. */
  list?: string[];
};

export type PolicyDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change of the English text (a translation's is the one it translates). */
  updated: string;
  intro: string[];
  sections: PolicySection[];
};
