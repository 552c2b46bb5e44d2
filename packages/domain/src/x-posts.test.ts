import { describe, expect, it } from 'vitest';
import { linksToPage, normaliseHashtag, parseXPostUrl } from './x-posts';

describe('parseXPostUrl', () => {
  it('reads the post id and the handle of x.com and twitter.com links', () => {
    expect(parseXPostUrl('https://x.com/asha_plays/status/1790000000000000001')).toEqual({
      postId: '1790000000000000001',
      handle: 'asha_plays',
    });
    expect(parseXPostUrl('https://mobile.twitter.com/Asha/status/42?s=20&t=abc')).toEqual({
      postId: '42',
      handle: 'Asha',
    });
    expect(parseXPostUrl('https://www.twitter.com/asha/statuses/42/photo/1')?.postId).toBe('42');
    expect(parseXPostUrl(' https://x.com/i/web/status/7 ')).toEqual({ postId: '7', handle: null });
  });

  it('refuses links that are not a post', () => {
    expect(parseXPostUrl('https://x.com/asha')).toBeNull();
    expect(parseXPostUrl('https://notx.com/asha/status/1')).toBeNull();
    expect(parseXPostUrl('https://x.com/asha/status/abc')).toBeNull();
    expect(parseXPostUrl('1790000000000000001')).toBeNull();
  });
});

describe('normaliseHashtag', () => {
  it('drops the # and the case', () => {
    expect(normaliseHashtag('#KPlay')).toBe('kplay');
    expect(normaliseHashtag('kplay')).toBe('kplay');
  });
});

describe('linksToPage', () => {
  it('accepts the page with another scheme, a www., a trailing slash or added parameters', () => {
    const page = 'https://kplay.gg/pog-card/asha';
    expect(linksToPage('http://www.kplay.gg/pog-card/asha/', page)).toBe(true);
    expect(linksToPage('kplay.gg/pog-card/asha?utm_source=x', page)).toBe(true);
    expect(linksToPage('https://kplay.gg/?ref=ASHA1&utm_source=x', 'https://kplay.gg/?ref=ASHA1')).toBe(true);
  });

  it('refuses another page, another host or a missing parameter', () => {
    expect(linksToPage('https://kplay.gg/pog-card/ashb', 'https://kplay.gg/pog-card/asha')).toBe(false);
    expect(linksToPage('https://evil.gg/pog-card/asha', 'https://kplay.gg/pog-card/asha')).toBe(false);
    expect(linksToPage('https://kplay.gg/?ref=OTHER', 'https://kplay.gg/?ref=ASHA1')).toBe(false);
    expect(linksToPage('https://kplay.gg/', 'https://kplay.gg/?ref=ASHA1')).toBe(false);
    expect(linksToPage('not a link at all', 'https://kplay.gg/')).toBe(false);
  });
});
