/**
 * Words with `{name}` parameters: filled in to be written, and read back from what was written
 * (a message or a note kept as text), so a client can word them in the reader's language.
 */

/** The words with each `{name}` given replaced (one not given stays as `{name}`). */
export function fillTemplate(words: string, params?: Readonly<Record<string, string | number>>): string {
  return words.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    params && Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** The parameters that make these words read exactly as `text`, or null when they cannot. */
export function matchTemplate(words: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const source = words
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const found = new RegExp(`^${source}$`, 's').exec(text);
  return found ? Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) : null;
}
