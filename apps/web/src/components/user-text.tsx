import type { ReactNode } from 'react';

/**
 * Text a gamer or an operator wrote (a username, a clan's, game's, quest's or POG's name, a
 * title) inside our own words. Isolated, it keeps its own direction: "Ann_99!" in a Hebrew page
 * keeps its "!" at its end, a Hindi name in an English page does not pull the words after it.
 * `dir="auto"` makes the element take the name's direction, so `truncate` cuts the end of the
 * name, as read, never its start.
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="auto" className={className}>
      {children}
    </bdi>
  );
}

// Hebrew, Arabic, Syriac, Thaana, N'Ko … and their presentation forms (with the few neutral forms
// between them: a name holding one is isolated too, harmlessly).
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufefc]/;

/**
 * The same, for a name put into a translated sentence as a string (a toast, a title, a label):
 * wrapped in first-strong isolate marks where directions can mix, that is in a right-to-left
 * page or around a name holding right-to-left letters. A left-to-right name in a left-to-right
 * page is left bare: the marks would change nothing there but what a search or a screen reader
 * finds.
 */
export const isolate = (text: string) =>
  document.dir === 'rtl' || RIGHT_TO_LEFT_LETTER.test(text) ? `\u2068${text}\u2069` : text;
