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

/** The same, for a name put into a translated sentence as a string (a toast, a title, a label). */
export const isolate = (text: string) => `\u2068${text}\u2069`;
