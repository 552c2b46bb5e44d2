import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { boundaries } from './tools/eslint-boundaries.js';

/**
 * What `i18next/no-literal-string` lets through in web markup: strings without a letter
 * (numbers, punctuation, symbols such as ✓ ✕ · —), the product's own names, example addresses,
 * and attributes and object keys that hold code (classes, addresses, directions, input hints).
 */
const i18nextLiterals = {
  mode: 'jsx-only',
  words: {
    // G: the Google mark on its sign-in button; KCASH …: currency and other codes.
    exclude: [/^[^\p{L}]*$/u, 'K-Cash', 'KPlay', 'USDT', 'POG', 'G', '[A-Z][A-Z0-9_]+', /^https?:\/\/\S+$/u],
  },
  callees: {
    // The plugin's own list (calls whose strings are keys, events, tests of a value) and ours.
    exclude: [
      'i18n(ext)?',
      't',
      'require',
      'addEventListener',
      'removeEventListener',
      'postMessage',
      'getElementById',
      'dispatch',
      'commit',
      'includes',
      'indexOf',
      'endsWith',
      'startsWith',
      'navigate',
      'format\\w*',
    ],
  },
  'jsx-attributes': {
    exclude: [
      'className',
      '.*ClassName',
      'style',
      'type',
      'key',
      'id',
      'width',
      'height',
      '.*[hH]ref',
      'src',
      'to',
      'sizes',
      'dir',
      'rel',
      'target',
      'name',
      'fill',
      'stroke',
      'autoComplete',
      'autoCorrect',
      'autoCapitalize',
      'inputMode',
      'tone',
      'variant',
      'htmlFor',
      'aria-labelledby',
      'aria-describedby',
      'aria-controls',
    ],
  },
  'object-properties': {
    exclude: ['[A-Z_-]+', 'href', 'type', 'autoComplete', 'target', 'rel', 'open'],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.ssr/**',
      '**/.data/**',
      'apps/api/src/db/migrations/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'boundaries/allowed-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every word a gamer reads comes from the locale files (26 languages): a literal in a
    // component's markup would show English on every page. Typed, so a string whose type is a
    // set of literals (a variant, a modal's name, a date style) is code, not text.
    files: ['apps/web/src/**/*.tsx'],
    // Tests and the design gallery (drawn only for docs/design.md) are not the gamer's app.
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**', 'apps/web/src/design/**'],
    plugins: { i18next },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { 'i18next/no-literal-string': ['error', i18nextLiterals] },
  },
  {
    files: ['packages/domain/src/**/*.ts', 'packages/contract/src/**/*.ts'],
    languageOptions: { globals: {} },
  },
  {
    files: [
      'scripts/**',
      'apps/web/scripts/**',
      'bench/**',
      'e2e/**',
      'tools/**',
      '**/*.config.*',
      'apps/api/src/server.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
