import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CITIES,
  COLLEGES,
  listCities,
  listColleges,
  OTHER_COLLEGE,
  PROFESSIONS,
  type ReferenceCountry,
} from './reference-data';

const COUNTRIES = Object.keys(CITIES) as ReferenceCountry[];
const LOCALE: Record<ReferenceCountry, string> = { IN: 'en', BR: 'pt-BR', NP: 'en', BD: 'en' };

function sorted(list: readonly string[], locale: string): string[] {
  return [...list].sort(new Intl.Collator(locale).compare);
}

function duplicates(list: readonly string[]): string[] {
  const seen = new Set<string>();
  return list.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}

describe('professions', () => {
  it("starts with 'Student', ends with 'Other' and sorts the rest", () => {
    expect(PROFESSIONS[0]).toBe('Student');
    expect(PROFESSIONS.at(-1)).toBe('Other');
    const middle = PROFESSIONS.slice(1, -1);
    expect(middle).toEqual(sorted(middle, 'en'));
    expect(PROFESSIONS.length).toBeGreaterThanOrEqual(20);
    expect(duplicates(PROFESSIONS)).toEqual([]);
  });
});

describe('cities', () => {
  it.each(COUNTRIES)('lists %s cities in the alphabetical order of their locale, once each', (country) => {
    const cities = CITIES[country];
    expect(cities.length).toBeGreaterThanOrEqual(10);
    expect(cities).toEqual(sorted(cities, LOCALE[country]));
    expect(duplicates(cities)).toEqual([]);
    for (const city of cities) expect(city).toBe(city.trim());
  });

  it('has the largest cities and the capitals, spelled as their countries spell them', () => {
    expect(CITIES.IN).toEqual(expect.arrayContaining(['Mumbai', 'Delhi', 'Bengaluru', 'Kolkata', 'Shimla']));
    expect(CITIES.BR).toEqual(
      expect.arrayContaining(['São Paulo', 'Brasília', 'Goiânia', 'Belém', 'Macapá']),
    );
    expect(CITIES.IN.length).toBeGreaterThanOrEqual(60);
    expect(CITIES.BR.length).toBeGreaterThanOrEqual(40);
  });

  it('sorts accented Brazilian names beside their plain letters', () => {
    const at = (city: string) => CITIES.BR.indexOf(city);
    expect(at('Santos')).toBeLessThan(at('São Paulo'));
    expect(at('São Paulo')).toBeLessThan(at('Sorocaba'));
  });

  it('takes the country code in any case and has nothing for an unknown country', () => {
    expect(listCities('IN')).toBe(CITIES.IN);
    expect(listCities(' br ')).toBe(CITIES.BR);
    expect(listCities('US')).toEqual([]);
    expect(listCities('')).toEqual([]);
    expect(listCities('constructor')).toEqual([]);
  });
});

describe('colleges', () => {
  it.each(COUNTRIES)('lists %s colleges only for cities of the same country', (country) => {
    for (const city of Object.keys(COLLEGES[country])) expect(CITIES[country]).toContain(city);
  });

  it('covers the largest cities: 15 in India and Brazil, 3 in Nepal and Bangladesh', () => {
    expect(Object.keys(COLLEGES.IN).length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(COLLEGES.BR).length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(COLLEGES.NP).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(COLLEGES.BD).length).toBeGreaterThanOrEqual(3);
    const largest = {
      IN: ['Mumbai', 'Delhi', 'Bengaluru', 'Hyderabad', 'Ahmedabad', 'Chennai', 'Kolkata', 'Surat', 'Pune'],
      BR: ['São Paulo', 'Rio de Janeiro', 'Brasília', 'Fortaleza', 'Salvador', 'Belo Horizonte', 'Manaus'],
      NP: ['Kathmandu', 'Pokhara', 'Lalitpur'],
      BD: ['Dhaka', 'Chattogram', 'Khulna'],
    };
    for (const country of COUNTRIES)
      expect(Object.keys(COLLEGES[country])).toEqual(expect.arrayContaining(largest[country]));
  });

  it('has 3 to 8 colleges per city, once each, and never the Other choice itself', () => {
    for (const country of COUNTRIES) {
      for (const [city, colleges] of Object.entries(COLLEGES[country])) {
        expect(colleges.length, `${country} ${city}`).toBeGreaterThanOrEqual(3);
        expect(colleges.length, `${country} ${city}`).toBeLessThanOrEqual(8);
        expect(duplicates(colleges), `${country} ${city}`).toEqual([]);
        expect(colleges.map((c) => c.toLowerCase())).not.toContain(OTHER_COLLEGE.toLowerCase());
        for (const college of colleges) expect(college).toBe(college.trim());
      }
    }
  });

  it("gives a city's colleges, then 'Other'", () => {
    const mumbai = listColleges('IN', 'Mumbai');
    expect(mumbai).toEqual([...(COLLEGES.IN.Mumbai ?? []), 'Other']);
    expect(mumbai).toContain('Indian Institute of Technology Bombay');
    expect(listColleges('BR', 'São Paulo')).toContain('Universidade de São Paulo');
  });

  it('matches the city and the country in any case', () => {
    const expected = listColleges('BR', 'São Paulo');
    expect(listColleges('br', 'são paulo')).toEqual(expected);
    expect(listColleges('BR', 'SÃO PAULO')).toEqual(expected);
    expect(listColleges('BR', '  São Paulo ')).toEqual(expected);
    // The same name typed with a combining tilde, as some keyboards send it.
    expect(listColleges('BR', 'Sa\u0303o Paulo')).toEqual(expected);
    expect(listColleges('IN', 'BENGALURU')).toEqual(listColleges('IN', 'Bengaluru'));
  });

  it("has only 'Other' for a city without a list, an unknown city or an unknown country", () => {
    expect(CITIES.IN).toContain('Shimla');
    expect(listColleges('IN', 'Shimla')).toEqual(['Other']);
    expect(listColleges('IN', 'Atlantis')).toEqual(['Other']);
    expect(listColleges('IN', 'São Paulo')).toEqual(['Other']);
    expect(listColleges('US', 'Mumbai')).toEqual(['Other']);
    expect(listColleges('', '')).toEqual(['Other']);
    expect(listColleges('IN', 'constructor')).toEqual(['Other']);
    expect(listColleges('__proto__', 'toString')).toEqual(['Other']);
  });

  it("never throws and always ends with 'Other', for any strings", () => {
    const country = fc.oneof(fc.constantFrom(...COUNTRIES, 'in', 'br', 'US', '__proto__'), fc.string());
    const city = fc.oneof(
      fc.constantFrom(...COUNTRIES.flatMap((c) => CITIES[c]), 'constructor', 'hasOwnProperty'),
      fc.string({ unit: 'grapheme' }),
    );
    fc.assert(
      fc.property(country, city, (countryCode, cityName) => {
        const colleges = listColleges(countryCode, cityName);
        expect(colleges.at(-1)).toBe(OTHER_COLLEGE);
        expect(colleges.indexOf(OTHER_COLLEGE)).toBe(colleges.length - 1);
      }),
    );
  });

  it('does not let a caller change the lists through a result', () => {
    const first = listColleges('IN', 'Mumbai') as string[];
    first.length = 0;
    expect(listColleges('IN', 'Mumbai').length).toBeGreaterThan(1);
  });
});
