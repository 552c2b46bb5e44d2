import { describe, expect, it } from 'vitest';
import { artUrl } from './art';
import { isGameImage } from './games';
import { isOperatorImageUrl, OPERATOR_IMAGE_LIMITS, parseUploadedImageUrl, uploadedImageUrl } from './images';

const ID = '0b6f9a4e-3c1d-4e2f-9a8b-7c6d5e4f3a2b';

describe('an operator’s picture', () => {
  it('is the platform art or an uploaded image, both on our own origin', () => {
    expect(isOperatorImageUrl(artUrl({ kind: 'banner', icon: 'trophy', palette: 'gold' }, 960, 'webp'))).toBe(
      true,
    );
    expect(isOperatorImageUrl(uploadedImageUrl(ID))).toBe(true);
    expect(parseUploadedImageUrl(uploadedImageUrl(ID))).toBe(ID);
  });

  it('is never another host, another path of ours, or an id that is not one', () => {
    for (const bad of [
      'https://cdn.example.com/x.png',
      `https://evil.example/api/images/${ID}`,
      `//evil.example/api/images/${ID}`,
      '/games/x.webp',
      '/api/images/',
      '/api/images/not-a-uuid',
      `/api/images/${ID}/../../users`,
      `/api/images/${ID}?x=1`,
      `/api/images/${ID.toUpperCase()}`,
      `/api/art/banner?icon=trophy&palette=gold&${'x'.repeat(OPERATOR_IMAGE_LIMITS.urlMaxLength)}`,
    ]) {
      expect(isOperatorImageUrl(bad), bad).toBe(false);
      expect(parseUploadedImageUrl(bad), bad).toBeNull();
    }
  });

  it('may be a game’s icon or cover too', () => {
    expect(isGameImage(uploadedImageUrl(ID))).toBe(true);
    expect(isGameImage('/api/images/not-a-uuid')).toBe(false);
  });
});
