/** A written policy page: English text, drawn by the policy page component. */
export type PolicySection = {
  /** Anchor id, kebab-case, unique within the document. */
  id: string;
  heading: string;
  paragraphs: string[];
  /** An optional bulleted list drawn after the paragraphs. */
  list?: string[];
};

export type PolicyDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  intro: string[];
  sections: PolicySection[];
};
