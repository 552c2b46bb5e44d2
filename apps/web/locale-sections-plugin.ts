import fs from 'node:fs/promises';
import type { Plugin } from 'vite';
import { FIRST_LOAD_SECTIONS } from './src/locales/first-load.ts';

/** The query that asks for a locale file's first-load sections only: `hi.json?first-load`. */
const FIRST_LOAD_QUERY = 'first-load';

/**
 * The file the build writes beside index.html: each language's first-render chunk by its code
 * (`{"hi": "assets/hi-….js"}`), for the pages to ask for it with the entry rather than after it
 * (scripts/prerender.mjs for English, the api's static-web.ts for the reader's language).
 */
const FIRST_LOAD_TEXTS_FILE = 'first-load-texts.json';

const FIRST_LOAD_MODULE = new RegExp(`/locales/(\\w+)\\.json\\?${FIRST_LOAD_QUERY}$`);

/** A locale file's messages cut to the first-load sections, as JSON. */
function firstLoadJson(messages: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(FIRST_LOAD_SECTIONS.map((section) => [section, messages[section]])),
  );
}

/**
 * Serves `<locale>.json?first-load` as that file cut to its first-load sections (its default
 * export: a chunk of a kilobyte or two per language, where the whole file is 30–40 KB gzip), and
 * `whole()`, which loads the whole file as text.
 */
export function firstLoadLocales(): Plugin {
  return {
    name: 'kp-first-load-locales',
    enforce: 'pre',
    async load(id, options) {
      const [file = '', query = ''] = id.split('?');
      if (!file.endsWith('.json') || !new URLSearchParams(query).has(FIRST_LOAD_QUERY)) return null;
      this.addWatchFile(file);
      const json = firstLoadJson(JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>);
      // The whole file's loader rides in this chunk, not in a second table of the first load. It
      // fetches the file as it is (JSON.parse reads it fastest); a script chunk would need Vite's
      // preload helper, which would list every language's files in the first load. The tests and
      // the build-time page renderer have no server to fetch from: there it is imported as text.
      const asText = Boolean(options?.ssr || process.env.VITEST);
      const whole = asText
        ? `() => import(${JSON.stringify(`${file}?raw`)}).then((m) => m.default)`
        : `() => fetch(url).then((r) => (r.ok ? r.text() : Promise.reject(new Error(r.statusText))))`;
      return {
        code: `${asText ? '' : `import url from ${JSON.stringify(`${file}?url`)};\n`}export default ${json};\nexport const whole = ${whole};`,
        moduleType: 'js',
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        const language = output.type === 'chunk' && FIRST_LOAD_MODULE.exec(output.facadeModuleId ?? '')?.[1];
        if (language) chunks[language] = output.fileName;
      }
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_TEXTS_FILE, source: JSON.stringify(chunks) });
    },
  };
}
