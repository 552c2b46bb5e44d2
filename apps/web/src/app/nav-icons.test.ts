import { describe, expect, it } from 'vitest';
import { NAV_ICONS } from './nav-icons';

describe('the tab bar’s icons', () => {
  it.each(Object.keys(NAV_ICONS))('%s is lucide’s drawing', async (name) => {
    // lucide-react's module of the icon also exports its data (not in its types).
    const lucide = (await import(/* @vite-ignore */ `lucide-react/icons/${name}`)) as {
      __iconData: { node: [string, Record<string, string>][] };
    };
    const drawing = lucide.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
    expect(NAV_ICONS[name as keyof typeof NAV_ICONS]).toEqual(drawing);
  });
});
