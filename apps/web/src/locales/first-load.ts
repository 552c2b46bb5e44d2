/**
 * The sections of a locale file drawn before the first render: the shell (header, menu, footer,
 * toasts, errors) and the visitor's home. Each
 * language's are a chunk of their own (locale-sections-plugin.ts); the rest of the language
 * loads with the first page or modal that needs it (`withAllMessages` in lib/i18n.ts).
 */
export const FIRST_LOAD_SECTIONS = [
  'app',
  'header',
  'nav',
  'footer',
  'home',
  'error',
  'modal',
  'toast',
  'session',
] as const;
