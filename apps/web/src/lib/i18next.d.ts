import 'i18next';
import type en from '../locales/en.json';

// Typed keys: `t('home.title')` is checked against the English file, the reference for all 20.
declare module 'i18next' {
  // Module augmentation only works with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
