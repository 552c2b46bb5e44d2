import { describe, expect, it } from 'vitest';
import { countryOfPhone, KYC_REGIONS, regulatoryCountry, regulatoryRegion } from './regulatory-country';

describe('the regulatory country', () => {
  it('is the verified phone’s country before any KYC is complete', () => {
    expect(regulatoryCountry({ verifiedPhone: '+919876543210', kycVerifiedRegion: null })).toBe('IN');
    expect(regulatoryCountry({ verifiedPhone: '+5511987654321', kycVerifiedRegion: null })).toBe('BR');
    expect(regulatoryCountry({ verifiedPhone: '+9779812345678', kycVerifiedRegion: null })).toBe('NP');
    expect(regulatoryCountry({ verifiedPhone: '+8801712345678', kycVerifiedRegion: null })).toBe('BD');
    expect(regulatoryCountry({ verifiedPhone: '+97336001234', kycVerifiedRegion: null })).toBe('BH');
    expect(regulatoryCountry({ verifiedPhone: '+4915123456789', kycVerifiedRegion: null })).toBe('DE');
    expect(regulatoryCountry({ verifiedPhone: '+12025550123', kycVerifiedRegion: null })).toBe('US');
  });

  it('is fixed by a completed KYC, whatever the phone says later', () => {
    expect(regulatoryCountry({ verifiedPhone: '+5511987654321', kycVerifiedRegion: 'IN' })).toBe('IN');
    expect(regulatoryCountry({ verifiedPhone: '+919876543210', kycVerifiedRegion: 'BR' })).toBe('BR');
    expect(regulatoryCountry({ verifiedPhone: null, kycVerifiedRegion: 'IN' })).toBe('IN');
  });

  it('is unknown without a verified fact, and a region without a KYC is no fact', () => {
    expect(regulatoryCountry({ verifiedPhone: null, kycVerifiedRegion: null })).toBeNull();
    expect(regulatoryCountry({ verifiedPhone: '919876543210', kycVerifiedRegion: null })).toBeNull();
    expect(regulatoryCountry({ verifiedPhone: '+91123', kycVerifiedRegion: null })).toBeNull();
    expect(regulatoryCountry({ verifiedPhone: null, kycVerifiedRegion: 'Others' })).toBeNull();
    expect(regulatoryCountry({ verifiedPhone: '+919876543210', kycVerifiedRegion: 'NP' })).toBe('IN');
  });

  it('reads a phone’s country from its calling code and number plan', () => {
    expect(countryOfPhone('+919876543210')).toBe('IN');
    expect(countryOfPhone(' +5511987654321 ')).toBe('BR');
    expect(countryOfPhone('+33612345678')).toBe('FR');
    expect(countryOfPhone(null)).toBeNull();
    expect(countryOfPhone('')).toBeNull();
  });

  it('maps a country to its region: the spec’s own, else Others; unknown stays unknown', () => {
    expect(regulatoryRegion('IN')).toBe('IN');
    expect(regulatoryRegion('br')).toBe('BR');
    expect(regulatoryRegion('BH')).toBe('BH');
    expect(regulatoryRegion('DE')).toBe('Others');
    expect(regulatoryRegion(null)).toBeNull();
    expect(KYC_REGIONS).toEqual(['IN', 'BR']);
  });
});
