import type { DbOrTx } from '../../db/client';
import { createTournamentsRepository } from './tournaments.repository';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo players of the finished tournament (accounts without a phone: nobody signs in as them). */
const DEMO_PLAYERS = [
  { username: 'AceRusher', score: 41 },
  { username: 'PixelHawk', score: 37 },
  { username: 'TapQueen', score: 37 },
  { username: 'BlitzKid', score: 29 },
  { username: 'NovaShot', score: 18 },
] as const;

/**
 * The demo tournaments of the sample game (Target Rush, client `sample-game`), in the demo data's
 * transaction (db/seed.ts): a live free one with K-Cash prizes, a live paid one (a small K-Cash
 * fee, K-Cash prizes: refused to Indian users by default, which the page explains), an upcoming
 * one, and one that ended yesterday with five players' results. That one is seeded CONCLUDED: the
 * `tournaments` job pays its prizes through earnings soon after the start and makes it COMPLETED,
 * as it would any tournament. Their titles and descriptions come in Hindi and Portuguese too, as
 * the other demo content does (db/seed-translations.int.test.ts holds them to it).
 */
export async function seedDemoTournaments(
  tx: DbOrTx,
  ports: {
    gameId: string;
    /** The users module's repository in the demo data's transaction (db/seed.ts). */
    insertUser(values: { username: string; createdAt: Date; updatedAt: Date }): Promise<{ id: string }>;
  },
  now: Date,
): Promise<void> {
  const { gameId } = ports;
  const tournaments = createTournamentsRepository(tx);
  const at = (ms: number) => new Date(now.getTime() + ms);
  const base = { gameId, entryFeeCurrency: 'KCASH', createdAt: now, updatedAt: now };
  const kcash = (fromRank: number, toRank: number, amount: bigint) => ({
    fromRank,
    toRank,
    currency: 'KCASH',
    amount,
  });

  const free = await tournaments.insertTournament(
    {
      ...base,
      title: 'Target Rush Weekly Cup',
      description: 'Free to enter: your best run of the week counts. Top 10 win K-Cash.',
      translations: {
        hi: {
          title: 'Target Rush वीकली कप',
          description: 'फ़्री एंट्री: हफ़्ते का तुम्हारा बेस्ट रन गिना जाएगा। टॉप 10 को K-Cash मिलेगा।',
        },
        pt: {
          title: 'Copa Semanal Target Rush',
          description: 'Entrada grátis: vale sua melhor partida da semana. Os 10 primeiros ganham K-Cash.',
        },
      },
      startsAt: at(-HOUR),
      endsAt: at(7 * DAY),
      entryFeeAmount: 0n,
      maxParticipants: 500,
      status: 'LIVE',
    },
    tx,
  );
  await tournaments.replacePrizes(tx, free.id, [
    kcash(1, 1, 50_000n),
    kcash(2, 3, 20_000n),
    kcash(4, 10, 5_000n),
  ]);

  const paid = await tournaments.insertTournament(
    {
      ...base,
      title: 'Target Rush High Stakes',
      description: 'Pay 10 K-Cash to enter; the top 3 share the prizes.',
      translations: {
        hi: {
          title: 'Target Rush हाई स्टेक्स',
          description: '10 K-Cash देकर एंट्री लो; टॉप 3 में प्राइज़ बँटेंगे।',
        },
        pt: {
          title: 'Target Rush Apostas Altas',
          description: 'Pague 10 K-Cash para entrar; os 3 primeiros dividem os prêmios.',
        },
      },
      startsAt: at(-2 * HOUR),
      endsAt: at(3 * DAY),
      entryFeeAmount: 1_000n,
      maxParticipants: 100,
      status: 'LIVE',
    },
    tx,
  );
  await tournaments.replacePrizes(tx, paid.id, [
    kcash(1, 1, 40_000n),
    kcash(2, 2, 20_000n),
    kcash(3, 3, 10_000n),
  ]);

  const upcoming = await tournaments.insertTournament(
    {
      ...base,
      title: 'Target Rush Weekend Sprint',
      description: 'Two days, one best run. Join now; it starts on Saturday.',
      translations: {
        hi: {
          title: 'Target Rush वीकेंड स्प्रिंट',
          description: 'दो दिन, एक बेस्ट रन। अभी जॉइन करो; शनिवार से शुरू।',
        },
        pt: {
          title: 'Sprint de Fim de Semana Target Rush',
          description: 'Dois dias, uma melhor partida. Inscreva-se já; começa no sábado.',
        },
      },
      startsAt: at(3 * DAY),
      endsAt: at(5 * DAY),
      entryFeeAmount: 0n,
      maxParticipants: 200,
      status: 'PUBLISHED',
    },
    tx,
  );
  await tournaments.replacePrizes(tx, upcoming.id, [kcash(1, 1, 30_000n), kcash(2, 5, 5_000n)]);

  const past = await tournaments.insertTournament(
    {
      ...base,
      title: 'Target Rush Launch Cup',
      description: 'The first Target Rush tournament.',
      translations: {
        hi: { title: 'Target Rush लॉन्च कप', description: 'Target Rush का पहला टूर्नामेंट।' },
        pt: { title: 'Copa de Lançamento Target Rush', description: 'O primeiro torneio de Target Rush.' },
      },
      startsAt: at(-8 * DAY),
      endsAt: at(-DAY),
      entryFeeAmount: 0n,
      maxParticipants: 100,
      status: 'CONCLUDED',
      concludedAt: at(-DAY),
    },
    tx,
  );
  await tournaments.replacePrizes(tx, past.id, [kcash(1, 1, 25_000n), kcash(2, 3, 10_000n)]);
  for (const [index, player] of DEMO_PLAYERS.entries()) {
    const user = await ports.insertUser({
      username: player.username,
      createdAt: at(-9 * DAY),
      updatedAt: at(-9 * DAY),
    });
    await tournaments.insertParticipant(tx, {
      tournamentId: past.id,
      userId: user.id,
      joinedAt: at(-8 * DAY + index * HOUR),
      bestScore: player.score,
      bestAt: at(-4 * DAY + index * HOUR),
      reportCount: 3 + index,
    });
  }
}
