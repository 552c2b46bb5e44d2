import type { DbOrTx } from '../../db/client';
import type { TranslatedField, Translations } from '@kp/domain/content-translations';
import type { CurrencyId } from '@kp/domain/currencies';
import type { ProofMethod } from '@kp/domain/quests';
import type { SubmissionType } from '@kp/domain/tasks';
import { createQuestsRepository } from './quests.repository';

const DAY = 86_400_000;

/** Demo quests for the demo games, in English, Hindi and Portuguese; amounts are K-Cash minor units. */
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
      translations: {
        hi: { title: 'पहला शिकार', description: 'Bullieverse में अपना पहला शिकार पूरा करो।' },
        pt: { title: 'Primeira Caçada', description: 'Conclua sua primeira caçada no Bullieverse.' },
      },
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
      translations: {
        hi: { title: 'स्टार्टर पैक', description: 'एक स्टार्टर पैक खोलो और एक मैच जीतो।' },
        pt: { title: 'Pacote Inicial', description: 'Abra um pacote inicial e vença uma partida.' },
      },
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
      translations: {
        hi: { title: 'क्रिप्ट पर रेड', description: 'तीन लोगों की पार्टी के साथ पहला क्रिप्ट क्लियर करो।' },
        pt: { title: 'Invada a Cripta', description: 'Limpe a primeira cripta com um grupo de três.' },
      },
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
      translations: {
        hi: { title: 'सुपर ओवर', description: 'किसी रैंक्ड प्लेयर के खिलाफ सुपर ओवर जीतो।' },
        pt: { title: 'Super Over', description: 'Vença um super over contra um jogador ranqueado.' },
      },
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
      translations: {
        hi: { title: 'हिल क्लाइंब', description: 'हिल क्लाइंब दो मिनट से कम में पूरा करो।' },
        pt: { title: 'Subida do Morro', description: 'Complete a subida do morro em menos de dois minutos.' },
      },
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
        translations: stage.translations,
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
  translations: Translations<TranslatedField<'questStage'>>;
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
      translations: {
        hi: {
          title: 'Bullieverse का Discord जॉइन करो',
          description: 'Bullieverse सर्वर से अपना इनवाइट लिंक पोस्ट करो।',
        },
        pt: {
          title: 'Entre no Discord do Bullieverse',
          description: 'Envie seu link de convite do servidor do Bullieverse.',
        },
      },
      proofMethod: 'v2',
      submissionType: 'Discord',
      points: 10,
      earnings: [{ currency: 'KPOINTS', amount: 50n }],
    },
    {
      title: 'Share your first hunt',
      description: 'Post a clip of your first hunt on X and share the link.',
      translations: {
        hi: {
          title: 'अपना पहला शिकार शेयर करो',
          description: 'अपने पहले शिकार की क्लिप X पर पोस्ट करो और उसका लिंक शेयर करो।',
        },
        pt: {
          title: 'Compartilhe sua primeira caçada',
          description: 'Poste um clipe da sua primeira caçada no X e compartilhe o link.',
        },
      },
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
      translations: {
        hi: { title: 'गेम में शिकार पूरा करो', description: 'शिकार खेलो; गेम तुम्हारी Steam ID से इसे कन्फर्म करता है।' },
        pt: {
          title: 'Conclua a caçada no jogo',
          description: 'Jogue a caçada; o jogo confirma pelo seu Steam ID.',
        },
      },
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
      translations: {
        hi: { title: 'Instagram पर Colexion को फॉलो करो', description: 'अपने फॉलो वाले पोस्ट का लिंक शेयर करो।' },
        pt: {
          title: 'Siga a Colexion no Instagram',
          description: 'Compartilhe o link do seu post de follow.',
        },
      },
      proofMethod: 'v2',
      submissionType: 'Instagram',
      points: 10,
      earnings: [{ currency: 'KPOINTS', amount: 30n }],
    },
    {
      title: 'Unbox your starter pack',
      description: 'Upload the unboxing to YouTube and share the link.',
      translations: {
        hi: {
          title: 'अपना स्टार्टर पैक अनबॉक्स करो',
          description: 'अनबॉक्सिंग YouTube पर अपलोड करो और लिंक शेयर करो।',
        },
        pt: {
          title: 'Abra seu pacote inicial',
          description: 'Envie o unboxing para o YouTube e compartilhe o link.',
        },
      },
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
      translations: {
        hi: {
          title: 'अपनी पार्टी इकट्ठा करो',
          description: 'Dark Throne के Facebook पेज पर अपनी पार्टी के लिए कॉल पोस्ट करो।',
        },
        pt: {
          title: 'Reúna seu grupo',
          description: 'Poste sua convocação na página do Dark Throne no Facebook.',
        },
      },
      proofMethod: 'v1',
      submissionType: 'Facebook',
      points: 20,
      earnings: [{ currency: 'KPOINTS', amount: 200n }],
    },
    {
      title: 'Clear the first crypt',
      description: 'Share the link to your raid report.',
      translations: {
        hi: { title: 'पहला क्रिप्ट क्लियर करो', description: 'अपनी रेड रिपोर्ट का लिंक शेयर करो।' },
        pt: {
          title: 'Limpe a primeira cripta',
          description: 'Compartilhe o link do relatório da sua raide.',
        },
      },
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
      translations: {
        hi: { title: 'क्लैन चीफ: रेड लीड करो', description: 'चीफ अपनी लीड की हुई रेड का लिंक शेयर करें।' },
        pt: {
          title: 'Líderes de clã: comandem uma raide',
          description: 'Os líderes compartilham o link da raide que comandaram.',
        },
      },
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
      translations: {
        hi: {
          title: 'Cricket Clash का Discord जॉइन करो',
          description: 'Cricket Clash सर्वर से अपना इनवाइट लिंक पोस्ट करो।',
        },
        pt: {
          title: 'Entre no Discord do Cricket Clash',
          description: 'Envie seu link de convite do servidor do Cricket Clash.',
        },
      },
      proofMethod: 'v2',
      submissionType: 'Discord',
      points: 20,
      earnings: [{ currency: 'KPOINTS', amount: 40n }],
    },
    {
      title: 'Win a super over',
      description: 'Share the link to the match report of your super over win.',
      translations: {
        hi: { title: 'सुपर ओवर जीतो', description: 'सुपर ओवर में अपनी जीत की मैच रिपोर्ट का लिंक शेयर करो।' },
        pt: {
          title: 'Vença um super over',
          description: 'Compartilhe o link do relatório da partida em que você venceu o super over.',
        },
      },
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
      translations: {
        hi: {
          title: 'हिल क्लाइंब की रेस लगाओ',
          description: 'दो मिनट से कम वाली अपनी रेस की क्लिप YouTube पर पोस्ट करो और लिंक शेयर करो।',
        },
        pt: {
          title: 'Corra a subida do morro',
          description:
            'Poste no YouTube um clipe da sua corrida abaixo de dois minutos e compartilhe o link.',
        },
      },
      proofMethod: 'v1',
      submissionType: 'YouTube',
      points: 100,
      earnings: [{ currency: 'KCASH', amount: 20_000n }],
    },
  ],
};
