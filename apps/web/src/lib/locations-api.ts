import { call } from './api-client';

/** The cities of a country, for a city field. */
export async function listCities(country: string, signal: AbortSignal) {
  return (await call('listCities', { query: { country } }, { signal })).data;
}

/** The colleges of a city. */
export async function listColleges(country: string, city: string, signal: AbortSignal) {
  return (await call('listColleges', { query: { country, city } }, { signal })).data;
}
