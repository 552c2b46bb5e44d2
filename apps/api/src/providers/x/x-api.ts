import { ProviderError, isProviderRejection, malformedAnswer } from '../oauth2/provider-http';
import { createXHttp, type XHttpOptions } from './x-http';

/** A user on X as API v2 gives it (`description` only when asked for with user.fields). */
export type XUser = { id: string; username: string; name: string; description: string | null };

/** A post with the fields the task validators read. */
export type XPost = {
  id: string;
  text: string;
  authorId: string | null;
  conversationId: string | null;
  createdAt: Date | null;
  /** The post this one replies to, when it is a reply. */
  repliedToId: string | null;
  hashtags: string[];
  /** The links of the post as the user wrote them (X's expanded_url and unwound_url, not t.co). */
  links: string[];
};

/** What a bounded walk through a list of users found: the match, how many we looked at, and whether that was all. */
export type XUserScan = { match: XUser | null; looked: number; isWholeList: boolean };

/** How far a check walks a list before it stops (each page is one call against X's rate limit). */
export type XScanLimits = { following: number; likingUsers: number; retweetedBy: number };

/**
 * Follows are listed most recent first, so a follow made for a task is on the first page; likes
 * and reposts X lists only for the most recent 100 users anyway.
 */
export const DEFAULT_X_SCAN_LIMITS: XScanLimits = { following: 1000, likingUsers: 100, retweetedBy: 100 };

const POST_FIELDS = 'author_id,conversation_id,created_at,referenced_tweets,entities,text';

/** X's API v2, called with a user's access token (OAuth 2.0 user context). */
export type XApiClient = {
  /** The token's user; with `withProfile`, its description (bio) too. */
  getMe(accessToken: string, options?: { withProfile?: boolean }): Promise<XUser>;
  /** Walks `GET /2/users/:id/following` (most recent first) for a handle. */
  findFollowing(accessToken: string, userId: string, handle: string): Promise<XUserScan>;
  /** Walks `GET /2/tweets/:id/liking_users` for a user id; a rejection with status 404 when the post is gone. */
  findLikingUser(accessToken: string, postId: string, userId: string): Promise<XUserScan>;
  /** Walks `GET /2/tweets/:id/retweeted_by` for a user id; a rejection with status 404 when the post is gone. */
  findRetweeter(accessToken: string, postId: string, userId: string): Promise<XUserScan>;
  /** `GET /2/tweets/:id`, or null when X has no such post (or does not show it to this user). */
  findPost(accessToken: string, postId: string): Promise<XPost | null>;
};

export function createXApiClient(options: XHttpOptions & { scanLimits?: Partial<XScanLimits> }): XApiClient {
  const http = createXHttp(options);
  const limits = { ...DEFAULT_X_SCAN_LIMITS, ...options.scanLimits };

  async function scanUsers(
    accessToken: string,
    path: string,
    maxPageSize: number,
    limit: number,
    isMatch: (user: XUser) => boolean,
  ): Promise<XUserScan> {
    let looked = 0;
    let paginationToken: string | undefined;
    for (;;) {
      // X refuses a max_results below its minimum (1 for likes and reposts, 1 for follows).
      const pageSize = Math.max(1, Math.min(maxPageSize, limit - looked));
      const json = await http({
        path,
        bearer: accessToken,
        query: { max_results: String(pageSize), pagination_token: paginationToken },
      });
      if (!Array.isArray(json.data) && isNotFound(json)) throw notFound(json);
      const users = Array.isArray(json.data) ? json.data.map(toUser) : [];
      for (const user of users) {
        looked++;
        if (isMatch(user)) return { match: user, looked, isWholeList: false };
      }
      const meta = (json.meta ?? {}) as { next_token?: unknown };
      paginationToken =
        typeof meta.next_token === 'string' && meta.next_token !== '' ? meta.next_token : undefined;
      if (!paginationToken) return { match: null, looked, isWholeList: true };
      if (looked >= limit || users.length === 0) return { match: null, looked, isWholeList: false };
    }
  }

  return {
    async getMe(accessToken, { withProfile = false } = {}) {
      const json = await http({
        path: '/2/users/me',
        bearer: accessToken,
        query: withProfile ? { 'user.fields': 'name,description' } : {},
      });
      if (!json.data || typeof json.data !== 'object')
        throw malformedAnswer('twitter', '/2/users/me answer without a user');
      return toUser(json.data);
    },

    findFollowing(accessToken, userId, handle) {
      const wanted = handle.replace(/^@/, '').toLowerCase();
      return scanUsers(
        accessToken,
        `/2/users/${encodeURIComponent(userId)}/following`,
        1000,
        limits.following,
        (user) => user.username.toLowerCase() === wanted,
      );
    },

    findLikingUser(accessToken, postId, userId) {
      return scanUsers(
        accessToken,
        `/2/tweets/${encodeURIComponent(postId)}/liking_users`,
        100,
        limits.likingUsers,
        (user) => user.id === userId,
      );
    },

    findRetweeter(accessToken, postId, userId) {
      return scanUsers(
        accessToken,
        `/2/tweets/${encodeURIComponent(postId)}/retweeted_by`,
        100,
        limits.retweetedBy,
        (user) => user.id === userId,
      );
    },

    async findPost(accessToken, postId) {
      let json: Record<string, unknown>;
      try {
        json = await http({
          path: `/2/tweets/${encodeURIComponent(postId)}`,
          bearer: accessToken,
          query: { 'tweet.fields': POST_FIELDS },
        });
      } catch (error) {
        if (isProviderRejection(error, 404)) return null;
        throw error;
      }
      if (!json.data || typeof json.data !== 'object') {
        if (isNotFound(json)) return null;
        throw malformedAnswer('twitter', '/2/tweets/:id answer without the post');
      }
      return toPost(json.data as Record<string, unknown>);
    },
  };
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toUser(value: unknown): XUser {
  const data = (value ?? {}) as Record<string, unknown>;
  const id = str(data.id);
  if (!id) throw malformedAnswer('twitter', 'user without an id');
  return {
    id,
    username: str(data.username) ?? '',
    name: typeof data.name === 'string' ? data.name : '',
    description: typeof data.description === 'string' ? data.description : null,
  };
}

function toPost(data: Record<string, unknown>): XPost {
  const id = str(data.id);
  if (!id) throw malformedAnswer('twitter', 'post without an id');
  const referenced = Array.isArray(data.referenced_tweets)
    ? (data.referenced_tweets as Array<{ type?: unknown; id?: unknown }>)
    : [];
  const entities = (data.entities ?? {}) as {
    hashtags?: Array<{ tag?: unknown }>;
    urls?: Array<{ expanded_url?: unknown; unwound_url?: unknown }>;
  };
  const createdAt = str(data.created_at);
  return {
    id,
    text: typeof data.text === 'string' ? data.text : '',
    authorId: str(data.author_id),
    conversationId: str(data.conversation_id),
    createdAt: createdAt && !Number.isNaN(Date.parse(createdAt)) ? new Date(createdAt) : null,
    repliedToId: str(referenced.find((r) => r.type === 'replied_to')?.id),
    hashtags: (entities.hashtags ?? []).map((h) => str(h.tag)).filter((t): t is string => t !== null),
    links: (entities.urls ?? [])
      .flatMap((u) => [str(u.expanded_url), str(u.unwound_url)])
      .filter((l): l is string => l !== null),
  };
}

/** API v2 says "no such post" with a 200 and a resource-not-found problem instead of data. */
function isNotFound(json: Record<string, unknown>): boolean {
  const errors = Array.isArray(json.errors)
    ? (json.errors as Array<{ type?: unknown; title?: unknown }>)
    : [];
  return errors.some(
    (e) =>
      e.type === 'https://api.twitter.com/2/problems/resource-not-found' ||
      e.title === 'Not Found Error' ||
      e.title === 'Authorization Error',
  );
}

/** API v2's "no such post" as a refusal with status 404, whatever status X answered it with. */
function notFound(json: Record<string, unknown>): ProviderError {
  const first = (json.errors as Array<{ detail?: unknown }>)[0];
  return new ProviderError('twitter', 'rejected', {
    status: 404,
    providerCode: str(first?.detail)?.slice(0, 200) ?? 'resource-not-found',
    reason: 'no such post',
  });
}
