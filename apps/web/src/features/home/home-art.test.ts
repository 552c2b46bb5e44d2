import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseArtUrl } from '@kp/domain/art';
import { HOME_ART, homeArtUrl, reshapedArt } from './home-art';
import { SHORTCUTS } from './explore';

// The glyph set the api draws the art from (its dependency, hoisted to the root): a name it does
// not have would be a broken picture on the home page.
const glyphs = createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as {
  icons: Record<string, unknown>;
};

describe('the home page’s art', () => {
  it('names only glyphs of the set, each a URL the web offers at several widths', () => {
    for (const art of [...Object.values(HOME_ART), ...SHORTCUTS.map((s) => s.art)]) {
      expect(Object.hasOwn(glyphs.icons, art.icon), art.icon).toBe(true);
      expect(parseArtUrl(homeArtUrl(art))).toEqual(art);
    }
  });

  it('draws platform art in another shape, and leaves other images alone', () => {
    const icon = '/api/art/icon?icon=cricket-bat&palette=jungle&w=192&f=webp&v=1';
    expect(parseArtUrl(reshapedArt(icon, 'banner') ?? '')).toEqual({
      kind: 'banner',
      icon: 'cricket-bat',
      palette: 'jungle',
    });
    expect(reshapedArt('/images/cover.png', 'icon')).toBeNull();
    expect(reshapedArt(null, 'icon')).toBeNull();
  });
});
