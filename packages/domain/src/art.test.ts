import { describe, expect, it } from 'vitest';
import { ART_VERSION, artHeight, artSrcSet, artUrl, parseArtUrl } from './art';

const spec = { kind: 'banner', icon: 'crossed-swords', palette: 'neon' } as const;

describe('the platform art', () => {
  it('names an image entirely by its URL, with the drawing’s version', () => {
    expect(artUrl(spec, 640, 'webp')).toBe(
      `/api/art/banner?icon=crossed-swords&palette=neon&w=640&f=webp&v=${ART_VERSION}`,
    );
  });

  it('offers the widths up to twice the shown width (a phone’s pixel ratio), at least one', () => {
    expect(
      artSrcSet(spec, 'avif', 320)
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['96w', '192w', '320w', '480w', '640w']);
    expect(artSrcSet(spec, 'avif', 10).split(', ')).toHaveLength(1);
  });

  it('gives the height of a width in the kind’s shape', () => {
    expect(artHeight('banner', 640)).toBe(213);
    expect(artHeight('cover', 320)).toBe(120);
    expect(artHeight('icon', 96)).toBe(96);
  });

  it('recognises its own URLs and nothing else', () => {
    expect(parseArtUrl(artUrl(spec, 320, 'png'))).toEqual(spec);
    expect(parseArtUrl('/games/cover.webp')).toBeNull();
    expect(parseArtUrl('/api/art/poster?icon=trophy&palette=neon')).toBeNull();
    expect(parseArtUrl('/api/art/banner?icon=trophy&palette=pink')).toBeNull();
    expect(parseArtUrl('/api/art/banner?icon=..%2Fx&palette=neon')).toBeNull();
  });
});
