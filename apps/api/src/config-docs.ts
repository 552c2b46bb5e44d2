import type { EnvName } from './config';
import { ENV_DOCS } from './env-docs.data';

export { ENV_DOCS };

/**
 * What each environment variable means, for people: the README's table is written from this list
 * (`npm run docs:env`; the rows are in env-docs.data.ts), and `config-docs.test.ts` checks that it names every variable of the
 * config schema once, that its defaults are the schema's, and that the README shows it as it is.
 * A row may document several variables that go together.
 */
export type EnvDoc = {
  names: readonly (EnvName | (typeof NON_API_VARIABLES)[number])[];
  /** The default as written in the README (`—` for none). */
  default: string;
  meaning: string;
};

/** Variables read outside the api (the starter, the tests, the benchmarks): not in its schema. */
export const NON_API_VARIABLES = [
  'LOCAL_CHAIN',
  'LOCAL_CHAIN_PORT',
  'TEST_DATABASE_URL',
  'CHROMIUM_PATH',
] as const;

/** The README's table of the variables (before prettier aligns its columns). */
export function renderEnvTable(docs: readonly EnvDoc[] = ENV_DOCS): string {
  const rows = docs.map((doc) => {
    const names = doc.names.map((name) => `\`${name}\``).join(', ');
    return `| ${names} | ${doc.default} | ${doc.meaning} |`;
  });
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The rows of a markdown table as [names, default, meaning] cells, whatever its alignment. */
export function readEnvTable(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** Where the table sits in the README. */
export const ENV_TABLE_MARKERS = { start: '<!-- env:start -->', end: '<!-- env:end -->' } as const;
