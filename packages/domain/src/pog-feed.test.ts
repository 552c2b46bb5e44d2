import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canLikePogPost,
  comparePogHotPosts,
  POG_HOT_WINDOW_DAYS,
  pogHotWindowStart,
  type PogHotPost,
} from './pog-feed';

const at = (iso: string) => new Date(iso);
const post = (id: string, recentLikes: number, lastLikedAt: string, postedAt: string): PogHotPost => ({
  id,
  recentLikes,
  lastLikedAt: at(lastLikedAt),
  postedAt: at(postedAt),
});

describe('the hottest POG posts', () => {
  it('counts the likes of the last seven days', () => {
    expect(POG_HOT_WINDOW_DAYS).toBe(7);
    expect(pogHotWindowStart(at('2026-12-08T12:00:00Z'))).toEqual(at('2026-12-01T12:00:00Z'));
  });

  it('puts more likes first, then the latest liked, then the newest post', () => {
    const posts = [
      post('a', 2, '2026-12-01T10:00:00Z', '2026-11-01T00:00:00Z'),
      post('b', 5, '2026-11-30T10:00:00Z', '2026-11-01T00:00:00Z'),
      post('c', 2, '2026-12-02T10:00:00Z', '2026-11-01T00:00:00Z'),
      post('d', 2, '2026-12-02T10:00:00Z', '2026-11-05T00:00:00Z'),
    ];
    expect(posts.sort(comparePogHotPosts).map((p) => p.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('is a total order: any two posts compare one way, and sorting twice changes nothing', () => {
    const arbitraryPost = fc.record({
      id: fc.uuid(),
      recentLikes: fc.nat(5),
      lastLikedAt: fc.date({ min: at('2026-01-01'), max: at('2026-01-03'), noInvalidDate: true }),
      postedAt: fc.date({ min: at('2025-12-01'), max: at('2025-12-03'), noInvalidDate: true }),
    });
    fc.assert(
      fc.property(arbitraryPost, arbitraryPost, (a, b) => {
        expect(Math.sign(comparePogHotPosts(a, b))).toBe(-Math.sign(comparePogHotPosts(b, a)));
      }),
    );
    fc.assert(
      fc.property(fc.array(arbitraryPost), (posts) => {
        const once = [...posts].sort(comparePogHotPosts);
        expect([...once].sort(comparePogHotPosts)).toEqual(once);
      }),
    );
  });
});

describe('a like', () => {
  it('is anyone’s but the card owner’s', () => {
    expect(canLikePogPost('u1', 'u2')).toBe(true);
    expect(canLikePogPost('u1', 'u1')).toBe(false);
  });
});
