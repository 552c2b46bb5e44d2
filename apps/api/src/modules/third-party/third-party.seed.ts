import type { TranslatedField, Translations } from '@kp/domain/content-translations';
import type { CurrencyId } from '@kp/domain/currencies';
import type { GameGenre, GameLoginMethod } from '@kp/domain/games';
import type { ProofMethod } from '@kp/domain/quests';
import type { SubmissionType } from '@kp/domain/tasks';
import { deriveSecret } from '../../platform/keys';

const DAY = 86_400_000;
const ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="#0f766e"/><circle cx="48" cy="48" r="30" fill="#ef4444"/><circle cx="48" cy="48" r="19" fill="#fef2f2"/><circle cx="48" cy="48" r="9" fill="#ef4444"/></svg>',
  'utf8',
).toString('base64')}`;

/** The games and quests repositories, as the demo data's transaction gives them (db/seed.ts). */
export type SeedPorts = {
  games: {
    insertGame(values: {
      slug: string;
      name: string;
      description: string;
      translations: Translations<TranslatedField<'game'>>;
      genres: GameGenre[];
      platforms: string[];
      networks: string[];
      loginMethod: GameLoginMethod;
      sortOrder: number;
      iconUrl: string;
    }): Promise<{ id: string }>;
  };
  quests: {
    insertQuests(
      rows: {
        slug: string;
        gameId: string;
        title: string;
        description: string;
        translations: Translations<TranslatedField<'quest'>>;
        startsAt: Date;
        endsAt: Date;
        totalSlots: number;
        rewardAmount: bigint;
        rewardCurrency: CurrencyId;
        isThirdPartyGame: boolean;
      }[],
    ): Promise<{ id: string }[]>;
    insertStages(
      rows: {
        questId: string;
        position: number;
        title: string;
        description: string;
        translations: Translations<TranslatedField<'questStage'>>;
        proofMethod: ProofMethod;
        submissionType: SubmissionType;
        points: number;
      }[],
    ): Promise<{ id: string }[]>;
    insertStageEarnings(rows: { stageId: string; currency: CurrencyId; amount: bigint }[]): Promise<unknown>;
  };
};

/** The sample game of apps/sample-game, as the demo data registers it. */
export const SAMPLE_GAME = {
  slug: 'target-rush',
  name: 'Target Rush',
  clientId: 'sample-game',
  questSlug: 'target-rush-first-run',
  /** The score a run must reach for the game to report the stage (the game knows it too). */
  targetScore: 5,
} as const;

/** The sample game's redirect URI under its base URL. */
export function sampleGameRedirectUri(baseUrl: string): string {
  return new URL('/callback', baseUrl).toString();
}

/**
 * The sample game's secrets: the configured ones, or ones derived from the installation secret
 * (so a demo installation needs no setup, and whoever starts the game passes them on).
 */
export function sampleGameSecrets(
  hashKey: Buffer,
  configured: { clientSecret?: string | undefined; signingSecret?: string | undefined },
) {
  return {
    clientSecret: configured.clientSecret ?? deriveSecret(hashKey, 'sample-game:client-secret'),
    signingSecret: configured.signingSecret ?? deriveSecret(hashKey, 'sample-game:signing-secret'),
  };
}

/**
 * The sample game in the catalogue and its demo quest (in English, Hindi and Portuguese), whose one stage the game completes by a
 * signed report (proof method v3). Part of the demo data (db/seed.ts); the client itself is
 * registered at start, when the api knows its secrets (app.ts).
 */
export async function seedSampleGame(ports: SeedPorts, now: Date): Promise<{ gameId: string }> {
  const game = await ports.games.insertGame({
    slug: SAMPLE_GAME.slug,
    name: SAMPLE_GAME.name,
    description: 'Click the targets before they vanish: a short HTML5 game that reports its score.',
    translations: {
      hi: { description: 'टारगेट गायब होने से पहले उन पर क्लिक करो: एक छोटा HTML5 गेम जो अपना स्कोर भेजता है।' },
      pt: {
        description: 'Clique nos alvos antes que sumam: um jogo HTML5 curtinho que envia sua pontuação.',
      },
    },
    genres: ['arcade'],
    platforms: ['browser'],
    networks: [],
    loginMethod: 'user_name',
    sortOrder: 90,
    iconUrl: ICON,
  });
  const { quests } = ports;
  const [quest] = await quests.insertQuests([
    {
      slug: SAMPLE_GAME.questSlug,
      gameId: game.id,
      title: 'First Run',
      description: `Play Target Rush and hit ${SAMPLE_GAME.targetScore} targets in one run.`,
      translations: {
        hi: {
          title: 'पहला रन',
          description: `Target Rush खेलो और एक ही रन में ${SAMPLE_GAME.targetScore} टारगेट हिट करो।`,
        },
        pt: {
          title: 'Primeira Partida',
          description: `Jogue Target Rush e acerte ${SAMPLE_GAME.targetScore} alvos numa só partida.`,
        },
      },
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + 60 * DAY),
      totalSlots: 10_000,
      rewardAmount: 300n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: true,
    },
  ]);
  const [stage] = await quests.insertStages([
    {
      questId: quest!.id,
      position: 1,
      title: `Hit ${SAMPLE_GAME.targetScore} targets`,
      description: 'The game reports your run when you reach the score.',
      translations: {
        hi: {
          title: `${SAMPLE_GAME.targetScore} टारगेट हिट करो`,
          description: 'स्कोर तक पहुँचते ही गेम तुम्हारा रन खुद भेज देता है।',
        },
        pt: {
          title: `Acerte ${SAMPLE_GAME.targetScore} alvos`,
          description: 'O jogo envia sua partida quando você alcança a pontuação.',
        },
      },
      proofMethod: 'v3',
      submissionType: 'link',
      points: 10,
    },
  ]);
  await quests.insertStageEarnings([{ stageId: stage!.id, currency: 'KCASH', amount: 300n }]);
  return { gameId: game.id };
}
