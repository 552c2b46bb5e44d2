import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { formatPogScore } from '@kp/domain/display';
import { errorMessage } from '@kp/domain/errors';
import { TIERS } from '@kp/domain/pog';
import { POG_SCORE_WEIGHTS, POG_TIER_THRESHOLDS } from '@kp/domain/pog-scores';
import type { PogScoreRow } from './pog-scores.repository';
import type { PogScoresService } from './pog-scores.service';

/**
 * The POG dashboard's GraphQL endpoint (issue 17): a read-only schema over cards, scores, badges
 * and leaderboards, served by graphql-yoga on `/api/pog/graphql`. No mutation exists. Two limits
 * are validation rules, checked before anything runs: a query may nest at most `maxDepth` levels
 * of fields, and may cost at most `maxCost` (one per field, a list's fields counted `limit` times,
 * nested lists multiplied). Introspection is allowed (it is shallow enough for both).
 */
export const POG_GRAPHQL_LIMITS = { maxDepth: 7, maxCost: 2000, maxLimit: 50, defaultLimit: 10 } as const;

const typeDefs = /* GraphQL */ `
  "The five scores, each 0–100."
  type PogScores {
    human: Int!
    play: Int!
    skill: Int!
    commerce: Int!
    social: Int!
  }
  "A score as the card shows it: two digits, '00' when none."
  type PogScoreDisplay {
    human: String!
    play: String!
    skill: String!
    commerce: String!
    social: String!
    total: String!
  }
  type PogBadge {
    id: String!
    "social_activity or overall_activity"
    type: String!
  }
  type PogCard {
    "The card's name: the POG name once reserved, else the username."
    name: String
    username: String
    scores: PogScores!
    display: PogScoreDisplay!
    total: Int!
    tier: String!
    badges: [PogBadge!]!
    roles: [String!]!
    "The user's rank among all cards by total (null: a total of 0)."
    rank: Int
    clan: PogClan
    frontImageUrl: String
    backImageUrl: String
  }
  type PogClan {
    id: ID!
    name: String
    "The sum of its members' totals."
    score: Int!
    rank: Int
    members(limit: Int = ${POG_GRAPHQL_LIMITS.defaultLimit}, offset: Int = 0): [PogCard!]!
  }
  type PogUserBoardEntry {
    rank: Int!
    score: Int!
    card: PogCard!
  }
  type PogClanBoardEntry {
    rank: Int!
    score: Int!
    clan: PogClan!
  }
  type PogUserBoard {
    total: Int!
    entries: [PogUserBoardEntry!]!
  }
  type PogClanBoard {
    total: Int!
    entries: [PogClanBoardEntry!]!
  }
  type PogTierThreshold {
    tier: String!
    minTotal: Int!
  }
  "The weights X1…X5 of the total (they sum to 1)."
  type PogWeights {
    human: Float!
    play: Float!
    skill: Float!
    commerce: Float!
    social: Float!
  }
  "The rule's weights and tier thresholds (packages/domain/src/pog-scores.ts)."
  type PogRule {
    weights: PogWeights!
    tiers: [PogTierThreshold!]!
  }
  type Query {
    "A card by its POG name or username."
    card(name: String!): PogCard
    "Users ranked by their POG total."
    users(limit: Int = ${POG_GRAPHQL_LIMITS.defaultLimit}, offset: Int = 0): PogUserBoard!
    "Clans ranked by their members' POG totals."
    clans(limit: Int = ${POG_GRAPHQL_LIMITS.defaultLimit}, offset: Int = 0): PogClanBoard!
    clan(id: ID!): PogClan
    rule: PogRule!
  }
`;

type CardSource = { row: PogScoreRow; username: string | null };
type ClanSource = { id: string; name?: string | null; score?: number; rank?: number | null };
type PageArgs = { limit?: number | null; offset?: number | null };

const page = (args: PageArgs) => ({
  limit: Math.max(0, Math.min(POG_GRAPHQL_LIMITS.maxLimit, args.limit ?? POG_GRAPHQL_LIMITS.defaultLimit)),
  offset: Math.max(0, Math.min(1_000_000, args.offset ?? 0)),
});

/** A refusal of the limits, worded by the catalogue and coded as it. */
function limitError(code: 'POG_QUERY_TOO_DEEP' | 'POG_QUERY_TOO_COSTLY', params: Record<string, number>) {
  return new GraphQLError(errorMessage(code, params), { extensions: { code, params } });
}

/** The fragments of a document by name, to follow spreads. */
function fragmentsOf(context: ValidationContext): Map<string, FragmentDefinitionNode> {
  return new Map(
    context
      .getDocument()
      .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
}

/**
 * Walks an operation's selections: depth counts nested fields (introspection's too), cost one
 * per field times the `limit` of each list field above it (the default when not given).
 */
function measure(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  multiplier: number,
  seen: Set<string>,
): { depth: number; cost: number } {
  let deepest = depth;
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += multiplier;
      if (!selection.selectionSet) {
        deepest = Math.max(deepest, depth + 1);
        continue;
      }
      const limitArg = selection.arguments?.find((a) => a.name.value === 'limit');
      const isList = ['users', 'clans', 'members', 'entries', 'badges'].includes(selection.name.value);
      const limit =
        limitArg?.value.kind === Kind.INT ? Number(limitArg.value.value) : POG_GRAPHQL_LIMITS.defaultLimit;
      const inner = measure(
        selection.selectionSet,
        fragments,
        depth + 1,
        multiplier * (isList ? Math.max(1, limit) : 1),
        seen,
      );
      deepest = Math.max(deepest, inner.depth);
      cost += inner.cost;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(selection.selectionSet, fragments, depth, multiplier, seen);
      deepest = Math.max(deepest, inner.depth);
      cost += inner.cost;
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment spread inside itself is refused by GraphQL's own rules; not followed twice here.
      if (!fragment || seen.has(name)) continue;
      const inner = measure(fragment.selectionSet, fragments, depth, multiplier, new Set([...seen, name]));
      deepest = Math.max(deepest, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth: deepest, cost };
}

/** The depth and cost limits as one validation rule. */
export function limitsRule(
  limits: { maxDepth: number; maxCost: number } = POG_GRAPHQL_LIMITS,
): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const { depth, cost } = measure(node.selectionSet, fragmentsOf(context), 0, 1, new Set());
      if (depth > limits.maxDepth)
        context.reportError(limitError('POG_QUERY_TOO_DEEP', { max: limits.maxDepth }));
      else if (cost > limits.maxCost)
        context.reportError(limitError('POG_QUERY_TOO_COSTLY', { cost, max: limits.maxCost }));
    },
  });
}

/** The schema's resolvers over the scores service (reads only). */
function resolversOf(service: PogScoresService, cardUrl: (name: string, side: 'front' | 'back') => string) {
  const clanSource = async (id: string): Promise<ClanSource | null> => {
    const [names, standing] = await Promise.all([service.clanNames([id]), service.clanStanding(id)]);
    if (!names.has(id)) return null;
    return { id, name: names.get(id) ?? null, score: standing?.score ?? 0, rank: standing?.rank ?? null };
  };
  return {
    Query: {
      card: async (_: unknown, args: { name: string }): Promise<CardSource | null> => {
        const found = await service.findCard(args.name);
        return found ? { row: found.row, username: found.username } : null;
      },
      users: async (_: unknown, args: PageArgs) => {
        const board = await service.rankUsers(page(args));
        return {
          total: board.total,
          entries: board.entries.map((e) => ({
            rank: e.rank,
            score: e.row.total,
            card: { row: e.row, username: e.username },
          })),
        };
      },
      clans: async (_: unknown, args: PageArgs) => {
        const board = await service.rankClans(page(args));
        return {
          total: board.total,
          entries: board.entries.map((e) => ({
            rank: e.rank,
            score: e.score,
            clan: { id: e.clanId, name: e.name, score: e.score, rank: e.rank },
          })),
        };
      },
      clan: (_: unknown, args: { id: string }) =>
        /^[0-9a-f-]{36}$/i.test(args.id) ? clanSource(args.id) : null,
      rule: () => ({
        weights: POG_SCORE_WEIGHTS,
        tiers: TIERS.map((tier) => ({ tier, minTotal: POG_TIER_THRESHOLDS[tier] })),
      }),
    },
    PogCard: {
      name: async (card: CardSource) => (await service.toCard(card.row, card.username)).name,
      username: (card: CardSource) => card.username,
      scores: (card: CardSource) => card.row,
      display: (card: CardSource) => ({
        human: formatPogScore(card.row.human),
        play: formatPogScore(card.row.play),
        skill: formatPogScore(card.row.skill),
        commerce: formatPogScore(card.row.commerce),
        social: formatPogScore(card.row.social),
        total: formatPogScore(card.row.total),
      }),
      total: (card: CardSource) => card.row.total,
      tier: (card: CardSource) => card.row.tier,
      badges: async (card: CardSource) => (await service.toCard(card.row, card.username)).badges,
      roles: (card: CardSource) => card.row.roles,
      rank: async (card: CardSource) => (await service.userStanding(card.row.userId))?.rank ?? null,
      clan: (card: CardSource) => (card.row.clanId ? clanSource(card.row.clanId) : null),
      frontImageUrl: (card: CardSource) => (card.username ? cardUrl(card.username, 'front') : null),
      backImageUrl: (card: CardSource) => (card.username ? cardUrl(card.username, 'back') : null),
    },
    PogClan: {
      members: async (clan: ClanSource, args: PageArgs) => {
        const rows = await service.listClanMembers(clan.id, page(args));
        const names = await service.usernamesOf(rows.map((r) => r.userId));
        return rows.map((row) => ({ row, username: names.get(row.userId) ?? null }));
      },
    },
  };
}

/** The yoga server of the dashboard (no landing page, no GraphiQL: the api serves JSON only). */
export function createPogGraphql(
  service: PogScoresService,
  options: { cardUrl: (name: string, side: 'front' | 'back') => string },
) {
  const limits: Plugin = {
    onValidate({ addValidationRule }) {
      addValidationRule(limitsRule());
    },
  };
  return createYoga({
    schema: createSchema({ typeDefs, resolvers: resolversOf(service, options.cardUrl) }),
    graphqlEndpoint: '/api/pog/graphql',
    graphiql: false,
    landingPage: false,
    // Errors of resolvers are masked (no stack, no detail); validation errors say what they are.
    maskedErrors: true,
    plugins: [limits],
  });
}

export type PogGraphql = ReturnType<typeof createPogGraphql>;
