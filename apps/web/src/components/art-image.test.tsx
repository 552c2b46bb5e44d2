import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { artUrl } from '@kp/domain/art';
import { ArtImage } from './art-image';

const banner = artUrl({ kind: 'banner', icon: 'raining', palette: 'monsoon' }, 960, 'webp');

describe('a picture', () => {
  it('of the platform art offers AVIF then WebP at the widths needed, its space reserved', () => {
    const { container } = render(<ArtImage src={banner} width={320} />);
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.srcset).toContain('&w=640&f=avif');
    expect(sources[0]!.srcset).not.toContain('&w=960');
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '107']);
    expect(img.getAttribute('src')).toContain('&w=320&f=png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('of an operator is shown as it is, with the size given', () => {
    const { container } = render(
      <ArtImage src="/games/nebula.webp" alt="Nebula Drift" width={320} height={120} isPriority />,
    );
    expect(container.querySelector('source')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/games/nebula.webp');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['320', '120']);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
