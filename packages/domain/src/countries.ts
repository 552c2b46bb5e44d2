import countries from 'i18n-iso-countries';
import be from 'i18n-iso-countries/langs/be.json';
import bn from 'i18n-iso-countries/langs/bn.json';
import bg from 'i18n-iso-countries/langs/bg.json';
import cs from 'i18n-iso-countries/langs/cs.json';
import de from 'i18n-iso-countries/langs/de.json';
import el from 'i18n-iso-countries/langs/el.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import et from 'i18n-iso-countries/langs/et.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import he from 'i18n-iso-countries/langs/he.json';
import hi from 'i18n-iso-countries/langs/hi.json';
import it from 'i18n-iso-countries/langs/it.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import mr from 'i18n-iso-countries/langs/mr.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import ro from 'i18n-iso-countries/langs/ro.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import ta from 'i18n-iso-countries/langs/ta.json';
import uk from 'i18n-iso-countries/langs/uk.json';
import zh from 'i18n-iso-countries/langs/zh.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { LANGUAGES, type Language } from './languages';

/**
 * The country reference list of spec section 3. It is large (names in every interface language and phone
 * metadata), so it stays in its own module: nothing else in packages/domain imports it, and the
 * web loads it by subpath (`@kp/domain/countries`) only where a country is picked.
 */

export type Country = {
  /** The country's name in each interface language. */
  name: Record<Language, string>;
  /** The calling code with its leading plus, as '+91'. */
  dial_code: string;
  /** The ISO 3166-1 alpha-2 code. */
  code: string;
  /** The flag emoji: the two regional-indicator symbols of the code. */
  flag: string;
};

// The locale file of i18n-iso-countries for each interface language. The library has one Chinese
// file, in Simplified characters: cn uses it, and zh (Traditional) takes its names from the
// runtime's own CLDR data through Intl.DisplayNames('zh-Hant') (every browser and Node with
// full ICU have it), falling back to the Simplified file where a runtime lacks them. Telugu and
// Nepali have no file: their names come from the runtime's CLDR data the same way, falling back
// to English and to Hindi (the same script) respectively.
const LOCALES = {
  en,
  ru,
  pl,
  ua: uk,
  cz: cs,
  by: be,
  pt,
  es,
  ro,
  bg,
  de,
  fr,
  nl,
  it,
  cn: zh,
  zh,
  ee: et,
  jp: ja,
  he,
  el,
  hi,
  bn,
  mr,
  te: en,
  ta,
  ne: hi,
} as const satisfies Record<Language, { locale: string }>;

/** The languages whose names the runtime's CLDR data gives (Intl.DisplayNames), by their tags. */
const RUNTIME_NAMED = { zh: 'zh-Hant', te: 'te', ne: 'ne' } as const satisfies Partial<
  Record<Language, string>
>;

for (const data of new Set(Object.values(LOCALES))) countries.registerLocale(data);

// The spec's legacy English names, kept as the list has always shown them.
const LEGACY_ENGLISH_NAMES: Readonly<Record<string, string>> = {
  LY: 'Libyan Arab Jamahiriya',
  MK: 'Macedonia, the Former Yugoslav Republic of',
};

// Netherlands Antilles (dissolved in 2010) is in the spec's list but no longer in ISO 3166-1,
// so neither library has it: its names and dial code are written here.
const NETHERLANDS_ANTILLES: Country = {
  name: {
    en: 'Netherlands Antilles',
    ru: 'Нидерландские Антильские острова',
    pl: 'Antyle Holenderskie',
    ua: 'Нідерландські Антильські острови',
    cz: 'Nizozemské Antily',
    by: 'Нідэрландскія Антыльскія астравы',
    pt: 'Antilhas Holandesas',
    es: 'Antillas Neerlandesas',
    ro: 'Antilele Olandeze',
    bg: 'Холандски Антили',
    de: 'Niederländische Antillen',
    fr: 'Antilles néerlandaises',
    nl: 'Nederlandse Antillen',
    it: 'Antille Olandesi',
    cn: '荷属安的列斯',
    zh: '荷屬安地列斯',
    ee: 'Hollandi Antillid',
    jp: 'オランダ領アンティル',
    he: 'האנטילים ההולנדיים',
    el: 'Ολλανδικές Αντίλλες',
    hi: 'नीदरलैंड्स एंटिलीज़',
    bn: 'নেদারল্যান্ডস অ্যান্টিলিস',
    mr: 'नेदरलँड्स अँटिल्स',
    te: 'నెదర్లాండ్స్ ఆంటిల్లీస్',
    ta: 'நெதர்லாந்து அண்டிலிஸ்',
    ne: 'नेदरल्याण्ड्स एन्टिलिस',
  },
  dial_code: '+599',
  code: 'AN',
  flag: flagEmoji('AN'),
};

// Dial codes the spec gives differently from the phone metadata: Kazakhstan as +77 (its mobile
// prefix; the country code is +7, shared with Russia).
const DIAL_CODE_OVERRIDES: Readonly<Record<string, string>> = { KZ: '+77' };

/** The flag emoji of an ISO alpha-2 code: each letter as its regional-indicator symbol. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...Array.from(code.toUpperCase(), (c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

const RUNTIME_NAMES = Object.entries(RUNTIME_NAMED).map(
  ([language, tag]) =>
    [
      language as keyof typeof RUNTIME_NAMED,
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' })
        : null,
    ] as const,
);

/** A region's name in the runtime's CLDR data, or undefined where the runtime has none. */
function runtimeName(names: Intl.DisplayNames | null, code: string): string | undefined {
  try {
    return names?.of(code) || undefined;
  } catch {
    return undefined;
  }
}

function countryFromCode(code: string): Country | null {
  if (!isSupportedCountry(code)) return null;
  const name = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    name[language] = countries.getName(code, LOCALES[language].locale, { select: 'official' }) ?? '';
  }
  name.en = LEGACY_ENGLISH_NAMES[code] ?? name.en;
  for (const [language, names] of RUNTIME_NAMES) name[language] = runtimeName(names, code) ?? name[language];
  const dialCode = DIAL_CODE_OVERRIDES[code] ?? `+${getCountryCallingCode(code)}`;
  return { name, dial_code: dialCode, code, flag: flagEmoji(code) };
}

// Every ISO country the phone metadata has a calling code for (Antarctica, Bouvet Island and
// other uninhabited territories have none), plus Netherlands Antilles.
const FIRST_CODES = ['IN', 'BR'];
const byCode = new Map<string, Country>();
for (const code of Object.keys(en.countries)) {
  const country = countryFromCode(code);
  if (country) byCode.set(code, country);
}
byCode.set(NETHERLANDS_ANTILLES.code, NETHERLANDS_ANTILLES);

/** The country list: India and Brazil first, then the rest by English name. */
export const COUNTRIES: readonly Country[] = [
  ...FIRST_CODES.flatMap((code) => byCode.get(code) ?? []),
  ...[...byCode.values()]
    .filter((country) => !FIRST_CODES.includes(country.code))
    .sort((a, b) => a.name.en.localeCompare(b.name.en, 'en')),
];

/** The country of an ISO alpha-2 code (any case), or null when the list has none. */
export function findCountryByCode(code: string): Country | null {
  return byCode.get(code.trim().toUpperCase()) ?? null;
}

/**
 * Whether a value is the ISO 3166-1 alpha-2 code (upper case) of a country of the list: the one
 * rule for every country a user or an operator gives (OS, YD, IP or BC are two letters, no country).
 */
export function isCountryCode(value: string): boolean {
  return byCode.has(value);
}

/** A country's name in a language. */
export function countryName(country: Country, language: Language): string {
  return country.name[language];
}
