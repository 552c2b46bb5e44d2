import { describe, expect, it } from 'vitest';
import { isAllowedRedirectUri, reportSigningString, THIRD_PARTY_CLIENT_ID_PATTERN } from './third-party';

describe('third-party rules', () => {
  it('signs every field of a report, one a line, after the version, client and timestamp', () => {
    const report = { reportId: 'r1', playerToken: 'tok', stageId: 's1', score: 7 };
    expect(reportSigningString('sample-game', '1700000000', report)).toBe(
      'kp-report-v1\nsample-game\n1700000000\nr1\ns1\n7\ntok',
    );
    expect(reportSigningString('sample-game', '1700000000', { ...report, score: 8 })).not.toBe(
      reportSigningString('sample-game', '1700000000', report),
    );
  });

  it('allows https redirect URIs, and plain http only on the loopback', () => {
    expect(isAllowedRedirectUri('https://game.example/callback')).toBe(true);
    expect(isAllowedRedirectUri('http://localhost:4000/callback')).toBe(true);
    expect(isAllowedRedirectUri('http://127.0.0.1:4000/callback')).toBe(true);
    expect(isAllowedRedirectUri('http://game.example/callback')).toBe(false);
    expect(isAllowedRedirectUri('https://game.example/cb#frag')).toBe(false);
    expect(isAllowedRedirectUri('https://user:pw@game.example/cb')).toBe(false);
    expect(isAllowedRedirectUri('javascript:alert(1)')).toBe(false);
    expect(isAllowedRedirectUri('/relative')).toBe(false);
  });

  it('takes client ids of 3 to 64 URL-safe characters', () => {
    expect(THIRD_PARTY_CLIENT_ID_PATTERN.test('sample-game')).toBe(true);
    expect(THIRD_PARTY_CLIENT_ID_PATTERN.test('ab')).toBe(false);
    expect(THIRD_PARTY_CLIENT_ID_PATTERN.test('a/b/c')).toBe(false);
  });
});
