import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { COUNTRIES, countryName, type Country } from '@kp/domain/countries';
import type { Language } from '@kp/domain/languages';
import { useTranslation } from '../../lib/use-translation';
import { Field, Input } from '../../ui/field';

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

const labelOf = (country: Country, language: Language) =>
  `${country.flag} ${countryName(country, language)} (${country.dial_code})`;

/**
 * The country of a phone number, one searchable control (an ARIA combobox): it shows the chosen
 * country (India and Brazil first in its list, each with its flag, its name in the interface
 * language and its calling code); typing a name, a code or "+977" narrows the list and takes its
 * first country, arrows move through it, Enter or a tap chooses, Escape puts back what was chosen.
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
  const { t, language } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const isOpen = query !== null;
  const found = useMemo(
    () => (query === null ? [] : COUNTRIES.filter((c) => matches(c, query, language))),
    [query, language],
  );
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setQuery(null);
    setActive(0);
  };
  const choose = (country: Country | undefined) => {
    if (country) onChange(country);
    close();
  };
  const move = (by: number) => {
    if (found.length === 0) return;
    const next = (active + by + found.length) % found.length;
    setActive(next);
    // (jsdom draws nothing, and has no scrollIntoView.)
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) setQuery('');
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      choose(found[active]);
    } else if (event.key === 'Escape' && isOpen) {
      // The dialog around it stays open: this Escape only closes the list.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <Field label={t('auth.country')} hint={t('auth.searchCountry')}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            ref={searchRef}
            role="combobox"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={isOpen && found[active] ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={isOpen ? query : labelOf(value, language)}
            onFocus={(event) => event.currentTarget.select()}
            onClick={() => !isOpen && setQuery('')}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            // Leaving the field takes the country typed for (the list's first), as a tap would.
            onBlur={() => isOpen && choose(query ? found[active] : undefined)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('auth.country')}
            hidden={!isOpen}
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-control border border-border-strong bg-surface-raised py-1 shadow-lg"
          >
            {found.map((country, index) => (
              <li
                key={country.code}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Chosen before the field's blur would take the first match instead.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(country);
                }}
                className={`cursor-pointer px-3 py-2.5 ${index === active ? 'bg-primary text-primary-contrast' : 'text-text'}`}
              >
                {labelOf(country, language)}
              </li>
            ))}
            {isOpen && found.length === 0 && (
              <li role="presentation" className="px-3 py-2.5 text-text-muted">
                {t('auth.noCountry')}
              </li>
            )}
          </ul>
        </div>
      )}
    </Field>
  );
}
