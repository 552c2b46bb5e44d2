import { useId, useMemo, useState, type Ref } from 'react';
import { COUNTRIES, countryName, type Country } from '@kp/domain/countries';
import { isLanguage, type Language } from '@kp/domain/languages';
import { useTranslation } from '../../lib/use-translation';
import { TextField } from '../../ui/field';
import { SelectField } from '../../ui/select-field';

// Case and accents aside, so "bresil" finds Brésil and "turkiye" Türkiye.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function matches(country: Country, query: string, language: Language): boolean {
  const q = fold(query.trim());
  if (q === '') return true;
  const digits = q.replace(/^\+/, '');
  return (
    fold(countryName(country, language)).includes(q) ||
    fold(country.name.en).includes(q) ||
    country.code.toLowerCase() === q ||
    (/^\d+$/.test(digits) && country.dial_code.slice(1).startsWith(digits))
  );
}

/**
 * The country of a phone number: a native select (India and Brazil first, each with its flag,
 * its name in the interface language and its calling code), narrowed by a search field.
 */
export function CountryPicker({
  value,
  onChange,
  searchRef,
}: {
  value: Country;
  onChange: (country: Country) => void;
  searchRef?: Ref<HTMLInputElement>;
}) {
  const { t, language: current } = useTranslation();
  const language = isLanguage(current) ? current : 'en';
  const selectId = useId();
  const [query, setQuery] = useState('');
  const found = useMemo(() => COUNTRIES.filter((c) => matches(c, query, language)), [query, language]);
  // The chosen country stays listed, so the select always shows what is chosen.
  const options = found.includes(value) ? found : [value, ...found];
  return (
    <div className="space-y-2">
      <TextField
        ref={searchRef}
        label={t('auth.searchCountry')}
        type="search"
        value={query}
        autoComplete="off"
        aria-controls={selectId}
        onChange={(event) => {
          const next = event.target.value;
          setQuery(next);
          const first = COUNTRIES.find((c) => matches(c, next, language));
          if (first && !matches(value, next, language)) onChange(first);
        }}
      />
      <SelectField
        id={selectId}
        label={t('auth.country')}
        value={value.code}
        onChange={(event) => {
          const country = COUNTRIES.find((c) => c.code === event.target.value);
          if (country) onChange(country);
        }}
      >
        {options.map((country) => (
          <option key={country.code} value={country.code}>
            {`${country.flag} ${countryName(country, language)} (${country.dial_code})`}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
