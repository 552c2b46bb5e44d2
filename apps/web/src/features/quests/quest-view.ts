import { PARTNER_QUEST_PAGES, QUEST_LEADERBOARD_QUERY } from '@kp/domain/quests';
import { normalizePath } from '@kp/domain/paths';

/** What a path of the quest pages shows (spec section 2). */
export type QuestView =
  | { kind: 'list' }
  | { kind: 'leaderboards' }
  | { kind: 'partner'; game: string }
  | { kind: 'detail'; slug: string }
  | { kind: 'offerwall'; slug: string | null };

/** The view of a quest path: `/k-quest/`, `/k-quest/<partner>`, `/k-quest/<slug>`, `/quest-details/…`, `/offerwall/`. */
export function questViewOf(pathname: string, search: string): QuestView {
  const parts = normalizePath(pathname).split('/').filter(Boolean).map(decodeURIComponent);
  const query = new URLSearchParams(search);
  if (parts[0] === 'offerwall') return { kind: 'offerwall', slug: null };
  if (parts[0] === 'quest-details') {
    if (parts[1] && parts[2] === 'offerwall') return { kind: 'offerwall', slug: parts[1] };
    const slug = parts[1] ?? query.get('slug') ?? query.get('questId') ?? query.get('id');
    return slug ? { kind: 'detail', slug } : { kind: 'list' };
  }
  const slug = parts[1];
  // The spec's leaderboard query marker on the quest list.
  if (!slug) return query.has(QUEST_LEADERBOARD_QUERY) ? { kind: 'leaderboards' } : { kind: 'list' };
  if ((PARTNER_QUEST_PAGES as readonly string[]).includes(slug)) return { kind: 'partner', game: slug };
  return { kind: 'detail', slug };
}
