import { describe, expect, it } from 'vitest';
import { campaignAudienceRefusal, continentOf } from './campaign-audience';

describe('continentOf', () => {
  it('places the countries of our players and refuses what is not a country', () => {
    expect(continentOf('IN')).toBe('asia');
    expect(continentOf('br')).toBe('south_america');
    expect(continentOf('US')).toBe('north_america');
    expect(continentOf('NG')).toBe('africa');
    expect(continentOf('DE')).toBe('europe');
    expect(continentOf('AU')).toBe('oceania');
    expect(continentOf('AQ')).toBeNull();
    expect(continentOf('ZZ')).toBeNull();
  });
});

describe('campaignAudienceRefusal', () => {
  const everyone = { countries: [], continents: [] };
  const indiaOrSouthAmerica = { countries: ['IN'], continents: ['south_america'] };

  it('lets everyone join a campaign without an audience, even of unknown country', () => {
    expect(campaignAudienceRefusal(everyone, null)).toBeNull();
    expect(campaignAudienceRefusal(everyone, 'FR')).toBeNull();
  });

  it('lets in the listed countries and the countries of the listed continents', () => {
    expect(campaignAudienceRefusal(indiaOrSouthAmerica, 'IN')).toBeNull();
    expect(campaignAudienceRefusal(indiaOrSouthAmerica, 'in')).toBeNull();
    expect(campaignAudienceRefusal(indiaOrSouthAmerica, 'BR')).toBeNull();
    expect(campaignAudienceRefusal(indiaOrSouthAmerica, 'AR')).toBeNull();
  });

  it('refuses other countries, and a user whose country is not known', () => {
    expect(campaignAudienceRefusal(indiaOrSouthAmerica, 'PK')).toBe('OUTSIDE_AUDIENCE');
    expect(campaignAudienceRefusal(indiaOrSouthAmerica, 'US')).toBe('OUTSIDE_AUDIENCE');
    expect(campaignAudienceRefusal(indiaOrSouthAmerica, null)).toBe('COUNTRY_UNKNOWN');
    expect(campaignAudienceRefusal({ countries: [], continents: ['asia'] }, 'ZZ')).toBe('OUTSIDE_AUDIENCE');
  });
});
