import { artUrl, type ArtPalette } from '@kp/domain/art';
import { randomUUID } from 'node:crypto';
import { taskAccount } from '@kp/domain/campaigns';
import type { CurrencyId } from '@kp/domain/currencies';
import type { SocialAccount, TaskType } from '@kp/domain/tasks';
import type { DbOrTx } from '../../db/client';
import { loadSecrets } from '../../platform/secrets';
import type { LedgerService } from '../ledger/ledger.service';
import { createCampaignsRepository, type NewTask } from './campaigns.repository';
import { campaignCodeKey } from './campaigns.setup';
import { campaignCodeHash } from './validators/internal';

const DAY = 86_400_000;

/** The special code of the demo campaign's last task (the demo tells users what it is). */
export const DEMO_SPECIAL_CODE = 'MONSOON';

/** The special code of the upcoming campaign's last task (its description tells it too). */
export const CARNAVAL_SPECIAL_CODE = 'CARNAVAL';

/** Per user, and the pool: 25 K-Cash each for up to 1,000 users. */
const MONSOON_REWARD = 2_500n;
const MONSOON_POOL = MONSOON_REWARD * 1_000n;

/** Per user, and the pool: 500 K-Points each for up to 1,000 users. */
const CARNAVAL_REWARD = 500n;
const CARNAVAL_POOL = CARNAVAL_REWARD * 1_000n;

/** A demo campaign's banner, drawn from a glyph of the platform art on a palette. */
const banner = (icon: string, palette: ArtPalette) => artUrl({ kind: 'banner', icon, palette }, 960, 'webp');

/**
 * Demo K-Drop campaigns: one live (Monsoon Airdrop, with ordered tasks of several kinds — those
 * whose account this installation can connect — a funded K-Cash pool and a claim signed by the
 * user's wallet on chain 31337), one upcoming (Carnaval Drop, for Brazil: two tasks no account is
 * needed for and a funded K-Points pool, so that it can be completed once it starts), one ended,
 * around the seeding time. The special codes are kept as their keyed hashes, like any operator's
 * code (the installation’s key, read as the api reads it). Texts in English, Hindi and Portuguese.
 */
export async function seedDemoCampaigns(
  tx: DbOrTx,
  now: Date,
  ledger: Pick<LedgerService, 'transfer' | 'systemAccount'>,
  options: { authSecret?: string | undefined; accounts: ReadonlySet<SocialAccount> },
): Promise<void> {
  const { authSecret, accounts } = options;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const repository = createCampaignsRepository(tx);
  const monsoon = await repository.insertCampaign({
    slug: 'monsoon-airdrop',
    title: 'Monsoon Airdrop',
    description: 'Follow, join and play to share a pool of K-Cash.',
    translations: {
      hi: { title: 'मॉनसून एयरड्रॉप', description: 'फॉलो करो, जॉइन करो और खेलो — K-Cash पूल में अपना हिस्सा पाओ।' },
      pt: {
        title: 'Airdrop de Monção',
        description: 'Siga, entre e jogue para dividir um prêmio em K-Cash.',
      },
    },
    imageUrl: banner('raining', 'monsoon'),
    status: 'LIVE',
    featured: true,
    startsAt: at(-2),
    endsAt: at(12),
    countries: [],
    category: 'social',
    rewardCurrency: 'KCASH',
    rewardAmount: MONSOON_REWARD,
    // The claim is signed (EIP-712) by the wallet linked in a task, on the local chain.
    claimRequiresSignature: true,
    claimChainId: 31337,
    createdAt: now,
    updatedAt: now,
  });
  const carnaval = await repository.insertCampaign({
    slug: 'carnaval-drop',
    title: 'Carnaval Drop',
    description: 'A festival of quests for Brazilian gamers.',
    translations: {
      hi: { title: 'कार्निवल ड्रॉप', description: 'ब्राज़ील के गेमर्स के लिए क्वेस्ट का त्योहार।' },
      pt: { title: 'Drop de Carnaval', description: 'Um festival de quests para gamers brasileiros.' },
    },
    imageUrl: banner('carnival-mask', 'carnival'),
    status: 'PUBLISHED',
    featured: false,
    startsAt: at(5),
    endsAt: at(25),
    countries: ['BR'],
    category: 'festival',
    rewardCurrency: 'KPOINTS',
    rewardAmount: CARNAVAL_REWARD,
    createdAt: now,
    updatedAt: now,
  });
  await repository.insertCampaigns([
    {
      slug: 'diwali-dash',
      title: 'Diwali Dash',
      description: 'Light up the leaderboard during Diwali week.',
      translations: {
        hi: { title: 'दिवाली डैश', description: 'दिवाली वाले हफ्ते में लीडरबोर्ड जगमगा दो।' },
        pt: { title: 'Corrida de Diwali', description: 'Ilumine o ranking na semana do Diwali.' },
      },
      imageUrl: banner('candle-light', 'gold'),
      status: 'ENDED',
      featured: false,
      startsAt: at(-40),
      endsAt: at(-20),
      countries: ['IN'],
      category: 'festival',
    },
  ]);

  const secrets = await loadSecrets(tx, authSecret);
  const codeHash = (code: string) => campaignCodeHash(campaignCodeKey(secrets.hashKey), code);
  // The Monsoon Airdrop's tasks, in order; only those this installation can check are seeded (a task
  // whose account cannot be connected here could never pass), numbered as they remain.
  const tasks: Omit<NewTask, 'campaignId' | 'position' | 'createdAt' | 'updatedAt'>[] = [
    {
      type: 'link_twitter',
      title: 'Connect your X account',
      translations: { hi: { title: 'अपना X अकाउंट कनेक्ट करो' }, pt: { title: 'Conecte sua conta do X' } },
      config: {},
    },
    {
      type: 'twitter_follow',
      title: 'Follow @kplay_gg on X',
      translations: { hi: { title: 'X पर @kplay_gg को फॉलो करो' }, pt: { title: 'Siga @kplay_gg no X' } },
      config: { handle: 'kplay_gg' },
    },
    {
      type: 'join_discord_server',
      title: 'Join the K-Play Discord server',
      translations: {
        hi: { title: 'K-Play का Discord सर्वर जॉइन करो' },
        pt: { title: 'Entre no servidor do Discord da K-Play' },
      },
      config: { guildId: '1100000000000000001', inviteUrl: 'https://discord.gg/kplay' },
    },
    {
      type: 'join_telegram_channel',
      title: 'Join the K-Play Telegram channel',
      translations: {
        hi: { title: 'K-Play का Telegram चैनल जॉइन करो' },
        pt: { title: 'Entre no canal do Telegram da K-Play' },
      },
      config: { chatId: '@kplay_official', inviteUrl: 'https://t.me/kplay_official' },
    },
    {
      type: 'link_steam',
      title: 'Connect your Steam account',
      translations: {
        hi: { title: 'अपना Steam अकाउंट कनेक्ट करो' },
        pt: { title: 'Conecte sua conta da Steam' },
      },
      config: {},
    },
    {
      type: 'link_wallet',
      title: 'Connect your EVM wallet',
      translations: { hi: { title: 'अपना EVM वॉलेट कनेक्ट करो' }, pt: { title: 'Conecte sua carteira EVM' } },
      config: {},
    },
    {
      type: 'hold_web3_token',
      title: 'Hold at least 1 KPT on the local chain',
      description: 'The test token of the local development chain (chain id 31337).',
      translations: {
        hi: {
          title: 'लोकल चेन पर कम से कम 1 KPT रखो',
          description: 'लोकल डेवलपमेंट चेन (चेन ID 31337) का टेस्ट टोकन।',
        },
        pt: {
          title: 'Tenha pelo menos 1 KPT na rede local',
          description: 'O token de teste da rede local de desenvolvimento (chain id 31337).',
        },
      },
      // The token apps/api/src/test/local-evm.ts deploys first from the local chain's first
      // (deterministic) account: the same address on every start.
      config: {
        chainId: 31337,
        tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        symbol: 'KPT',
        decimals: 6,
        minBalance: '1000000',
      },
    },
    {
      type: 'general_uri_redirection',
      title: 'Read the Monsoon Airdrop announcement',
      translations: {
        hi: { title: 'मॉनसून एयरड्रॉप की घोषणा पढ़ो' },
        pt: { title: 'Leia o anúncio do Airdrop de Monção' },
      },
      config: { url: 'https://example.com/kplay/monsoon-airdrop' },
    },
    {
      type: 'special_code_validation',
      title: 'Enter the secret code',
      description: `The code is ${DEMO_SPECIAL_CODE} (this is the demo).`,
      translations: {
        hi: { title: 'सीक्रेट कोड डालो', description: `कोड ${DEMO_SPECIAL_CODE} है (यह डेमो है)।` },
        pt: {
          title: 'Digite o código secreto',
          description: `O código é ${DEMO_SPECIAL_CODE} (isto é a demonstração).`,
        },
      },
      config: { codeHash: codeHash(DEMO_SPECIAL_CODE) },
    },
  ];
  const offered = tasks.filter((values) => {
    const account = taskAccount(values.type as TaskType);
    return account === null || accounts.has(account);
  });
  for (const [index, values] of offered.entries())
    await repository.insertTask({
      campaignId: monsoon.id,
      position: index + 1,
      isOrdered: true,
      createdAt: now,
      updatedAt: now,
      ...values,
    });

  // Carnaval Drop's tasks, in order: none goes through an account, so every installation offers them.
  const carnavalTasks: Omit<NewTask, 'campaignId' | 'position' | 'createdAt' | 'updatedAt'>[] = [
    {
      type: 'general_uri_redirection',
      title: 'Read the Carnaval Drop announcement',
      translations: {
        hi: { title: 'कार्निवल ड्रॉप की घोषणा पढ़ो' },
        pt: { title: 'Leia o anúncio do Drop de Carnaval' },
      },
      config: { url: 'https://example.com/kplay/carnaval-drop' },
    },
    {
      type: 'special_code_validation',
      title: 'Enter the Carnaval code',
      description: `The code is ${CARNAVAL_SPECIAL_CODE} (this is the demo).`,
      translations: {
        hi: { title: 'कार्निवल कोड डालो', description: `कोड ${CARNAVAL_SPECIAL_CODE} है (यह डेमो है)।` },
        pt: {
          title: 'Digite o código do Carnaval',
          description: `O código é ${CARNAVAL_SPECIAL_CODE} (isto é a demonstração).`,
        },
      },
      config: { codeHash: codeHash(CARNAVAL_SPECIAL_CODE) },
    },
  ];
  for (const [index, values] of carnavalTasks.entries())
    await repository.insertTask({
      campaignId: carnaval.id,
      position: index + 1,
      isOrdered: true,
      createdAt: now,
      updatedAt: now,
      ...values,
    });

  // The pools, funded from the treasury as an operator would (one ledger transfer each): a
  // campaign whose pool cannot pay one reward could never be completed.
  const fund = async (campaign: { id: string; title: string }, currency: CurrencyId, amount: bigint) => {
    const fundingId = randomUUID();
    const entry = await ledger.transfer(tx, {
      kind: 'transfer',
      cause: { type: 'campaign_funding', id: fundingId },
      from: await ledger.systemAccount(tx, 'treasury', currency),
      to: await ledger.systemAccount(tx, 'campaign_pool', currency),
      amount,
      memo: `Reward pool of ${campaign.title}`,
      idempotencyKey: `campaign-funding:${fundingId}`,
    });
    await repository.insertFunding(
      { id: fundingId, campaignId: campaign.id, currency, amount, ledgerEntryId: entry.id, createdAt: now },
      tx,
    );
    await repository.updateCampaign(campaign.id, { poolFunded: amount }, tx);
  };
  await fund(monsoon, 'KCASH', MONSOON_POOL);
  await fund(carnaval, 'KPOINTS', CARNAVAL_POOL);
}
