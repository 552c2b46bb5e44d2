import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../db/client';
import { campaignCodeKey } from '../modules/campaigns/campaigns.setup';
import { deriveKycKey } from '../modules/kyc/kyc-vault';
import { socialSealingKey } from '../modules/social/social.setup';
import { voucherInstallationKey } from '../modules/store/store.service';
import { sampleGameSecrets } from '../modules/third-party/third-party.seed';
import { thirdPartySealingKey } from '../modules/third-party/third-party.setup';
import { deriveHkdfKey, deriveKey, deriveSecret } from './keys';
import { loadSecrets } from './secrets';

// Values computed with the derivations as they were written before they shared one helper:
// sealed data and tokens of existing installations open only if these never change.
const MASTER = 'pinned-master-secret';
const HASH_KEY = '3d6dc81df3df618a1b67f2774f208458b74095ca0bed2c2d155a006121135fa0';
const hashKey = Buffer.from(HASH_KEY, 'hex');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('installation keys', () => {
  it('derives the master keys as before (a configured master never touches the database)', async () => {
    const secrets = await loadSecrets(undefined as unknown as DbOrTx, MASTER);
    expect(hex(secrets.accessTokenKey)).toBe(
      '3bb3bfe4e4059ce3b68c3aad1549d252d6f3731015a8dc9bc09adcdfcdb22a9b',
    );
    expect(hex(secrets.hashKey)).toBe(HASH_KEY);
    expect(hex(secrets.walletKey)).toBe('93369956aae7affb3adf3e620b672ad41068290fdf23a6c520eda77448699838');
  });

  it("derives each module's key from the hash key under its own label, as before", () => {
    expect(hex(socialSealingKey(hashKey))).toBe(
      'ac77320cdf201a87d2b1fdd7832e35359269552e4e9744d57ab71cffb6c4c419',
    );
    expect(hex(deriveKycKey(new Uint8Array(hashKey), 'sealing'))).toBe(
      '473a4746b8c44af25dfd878f1730cbd0dc2568bb1b04b059c7009d2acbbf0cec',
    );
    expect(hex(thirdPartySealingKey(hashKey))).toBe(
      '2f8a27df522207ec7b6698cddbfb64879820084aac0588854d8411bcbfe97e0a',
    );
    expect(hex(campaignCodeKey(hashKey))).toBe(
      '3b8d8dc38bd19421784dc80bb74261bd112e6b01d0e673b39ef923e99cae5021',
    );
    expect(hex(voucherInstallationKey(hashKey))).toBe(
      '847f7ef74eacd91090b413820dfa9c17e44f94ffdd29a43f1c1c078403ecb2f3',
    );
    expect(sampleGameSecrets(hashKey, {}).clientSecret).toBe('SYljctQI3vc_N1dCqggrh7YMez8GgC6Banj_TXfda1k');
  });

  it('gives the same bytes as a key and as a secret, and different ones per label', () => {
    expect(deriveSecret(hashKey, 'payments-sandbox:webhook-secret')).toBe(
      '94HcUJllO8Bd5xPcbGruDf81VrGtmIc2IukulRkTV9k',
    );
    expect(deriveSecret(hashKey, 'x')).toBe(deriveKey(hashKey, 'x').toString('base64url'));
    expect(hex(deriveKey(hashKey, 'a'))).not.toBe(hex(deriveKey(hashKey, 'b')));
    expect(deriveHkdfKey(hashKey, 'voucher-codes')).toHaveLength(32);
  });
});
