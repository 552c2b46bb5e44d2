import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

describe("the earnings module's configuration", () => {
  it("withholds India's 30% by default and keeps earnings 90 days", () => {
    expect(loadConfig({})).toMatchObject({ INDIA_TDS_RATE_BPS: 3000, EARNINGS_EXPIRY_DAYS: 90 });
    expect(loadConfig({ INDIA_TDS_RATE_BPS: '0', EARNINGS_EXPIRY_DAYS: '365' })).toMatchObject({
      INDIA_TDS_RATE_BPS: 0,
      EARNINGS_EXPIRY_DAYS: 365,
    });
  });

  it('refuses a rate that is not whole basis points from 0 to 10000, and an expiry under a day', () => {
    for (const rate of ['12.5', '-1', '10001', 'thirty'])
      expect(() => loadConfig({ INDIA_TDS_RATE_BPS: rate }), rate).toThrow(/INDIA_TDS_RATE_BPS/);
    expect(() => loadConfig({ EARNINGS_EXPIRY_DAYS: '0' })).toThrow(/EARNINGS_EXPIRY_DAYS/);
  });
});
