import type { DbOrTx } from '../../db/client';
import type { CurrencyId } from '@kp/domain/currencies';
import type { ProofMethod } from '@kp/domain/quests';
import type { SubmissionType } from '@kp/domain/tasks';
import { createQuestsRepository } from './quests.repository';

const DAY = 86_400_000;

/** Demo quests for the demo games; amounts are K-Cash minor units. */
export async function seedDemoQuests(tx: DbOrTx, gameIds: Map<string, string>, now: Date): Promise<void> {
  const game = (slug: string) => {
    const id = gameIds.get(slug);
    if (!id) throw new Error(`demo game ${slug} missing`);
    return id;
  };
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const repository = createQuestsRepository(tx);
  const inserted = await repository.insertQuests([
    {
      slug: 'bullieverse-first-hunt',
      gameId: game('bullieverse'),
      title: 'First Hunt',
      description: 'Finish your first hunt in the Bullieverse.',
      startsAt: at(-3),
      endsAt: at(14),
      totalSlots: 500,
      rewardAmount: 250n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: true,
    },
    {
      slug: 'colexion-starter-pack',
      gameId: game('colexion'),
      title: 'Starter Pack',
      description: 'Open a starter pack and win one match.',
      startsAt: at(-1),
      endsAt: at(21),
      totalSlots: 1000,
      rewardAmount: 150n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: false,
    },
    {
      slug: 'dark-throne-raid',
      gameId: game('dark-throne'),
      title: 'Raid the Crypt',
      description: 'Clear the first crypt with a party of three.',
      startsAt: at(-7),
      endsAt: null,
      totalSlots: 300,
      rewardAmount: 500n,
      rewardCurrency: 'KPOINTS',
      isThirdPartyGame: true,
    },
    {
      slug: 'cricket-clash-super-over',
      gameId: game('cricket-clash'),
      title: 'Super Over',
      description: 'Win a super over against a ranked player.',
      startsAt: at(-2),
      endsAt: at(7),
      totalSlots: 2000,
      rewardAmount: 100n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: false,
    },
    {
      slug: 'favela-racer-hill-climb',
      gameId: game('favela-racer'),
      title: 'Hill Climb',
      description: 'Finish the hill climb under two minutes.',
      startsAt: at(2),
      endsAt: at(30),
      totalSlots: 800,
      rewardAmount: 200n,
      rewardCurrency: 'KCASH',
      isThirdPartyGame: false,
    },
  ]);
  const questIds = new Map(inserted.map((q) => [q.slug, q.id]));
  for (const [slug, stages] of Object.entries(DEMO_QUEST_STAGES)) {
    const questId = questIds.get(slug);
    if (!questId) throw new Error(`demo quest ${slug} missing`);
    const rows = await repository.insertStages(
      stages.map((stage, i) => ({
        questId,
        position: i + 1,
        title: stage.title,
        description: stage.description,
        proofMethod: stage.proofMethod,
        submissionType: stage.submissionType,
        points: stage.points,
      })),
    );
    await repository.insertStageEarnings(
      rows.flatMap((row, i) =>
        (stages[i]?.earnings ?? []).map((e) => ({ stageId: row.id, currency: e.currency, amount: e.amount })),
      ),
    );
  }
}

type DemoStage = {
  title: string;
  description: string;
  proofMethod: ProofMethod;
  submissionType: SubmissionType;
  points: number;
  earnings: { currency: CurrencyId; amount: bigint }[];
};

/**
 * The stages of the demo quests (the partner quests have their own pages: /k-quest/bullieverse,
 * colexion, dark-throne). Every quest has at least one: a quest without a stage could never finish.
 */
export const DEMO_QUEST_STAGES: Record<string, DemoStage[]> = {
  'bullieverse-first-hunt': [
    {
      title: 'Join the Bullieverse Discord',
      description: 'Post your invite link from the Bullieverse server.',
      proofMethod: 'v2',
      submissionType: 'Discord',
      points: 10,
      earnings: [{ currency: 'KPOINTS', amount: 50n }],
    },
    {
      title: 'Share your first hunt',
      description: 'Post a clip of your first hunt on X and share the link.',
      proofMethod: 'v1',
      submissionType: 'Twitter',
      points: 40,
      earnings: [
        { currency: 'KCASH', amount: 25_000n },
        { currency: 'KPOINTS', amount: 100n },
      ],
    },
    {
      title: 'Finish the hunt in game',
      description: 'Play the hunt; the game confirms it with your Steam id.',
      proofMethod: 'v3',
      submissionType: 'Steam',
      points: 50,
      earnings: [{ currency: 'KCASH', amount: 50_000n }],
    },
  ],
  'colexion-starter-pack': [
    {
      title: 'Follow Colexion on Instagram',
      description: 'Share the link of your follow post.',
      proofMethod: 'v2',
      submissionType: 'Instagram',
      points: 10,
      earnings: [{ currency: 'KPOINTS', amount: 30n }],
    },
    {
      title: 'Unbox your starter pack',
      description: 'Upload the unboxing to YouTube and share the link.',
      proofMethod: 'v1',
      submissionType: 'YouTube',
      points: 60,
      earnings: [{ currency: 'KCASH', amount: 15_000n }],
    },
  ],
  'dark-throne-raid': [
    {
      title: 'Rally your party',
      description: 'Post your party call on the Dark Throne Facebook page.',
      proofMethod: 'v1',
      submissionType: 'Facebook',
      points: 20,
      earnings: [{ currency: 'KPOINTS', amount: 200n }],
    },
    {
      title: 'Clear the first crypt',
      description: 'Share the link to your raid report.',
      proofMethod: 'v1',
      submissionType: 'link',
      points: 80,
      earnings: [
        { currency: 'KPOINTS', amount: 300n },
        { currency: 'USDT', amount: 500_000n },
      ],
    },
    {
      title: 'Clan chiefs: lead a raid',
      description: 'Chiefs share the link of the raid they led.',
      proofMethod: 'clanchief/v2',
      submissionType: 'link',
      points: 100,
      earnings: [{ currency: 'KCASH', amount: 100_000n }],
    },
  ],
  'cricket-clash-super-over': [
    {
      title: 'Join the Cricket Clash Discord',
      description: 'Post your invite link from the Cricket Clash server.',
      proofMethod: 'v2',
      submissionType: 'Discord',
      points: 20,
      earnings: [{ currency: 'KPOINTS', amount: 40n }],
    },
    {
      title: 'Win a super over',
      description: 'Share the link to the match report of your super over win.',
      proofMethod: 'v1',
      submissionType: 'link',
      points: 80,
      earnings: [{ currency: 'KCASH', amount: 10_000n }],
    },
  ],
  'favela-racer-hill-climb': [
    {
      title: 'Race the hill climb',
      description: 'Post a clip of your run under two minutes on YouTube and share the link.',
      proofMethod: 'v1',
      submissionType: 'YouTube',
      points: 100,
      earnings: [{ currency: 'KCASH', amount: 20_000n }],
    },
  ],
};
