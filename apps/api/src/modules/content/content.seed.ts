import type { DbOrTx } from '../../db/client';
import { createContentRepository } from './content.repository';

/** Demo banners for the home page and two articles, in English, Hindi and Portuguese. */
export async function seedDemoContent(tx: DbOrTx, now: Date): Promise<void> {
  const repository = createContentRepository(tx);
  await repository.insertBanners([
    {
      placement: 'home',
      title: 'Monsoon Airdrop is live',
      subtitle: 'Complete tasks and share the K-Cash pool.',
      linkUrl: '/gamer/k-drop',
      position: 1,
      translations: {
        hi: { title: 'मॉनसून एयरड्रॉप लाइव है', subtitle: 'टास्क पूरे करो और K-Cash पूल में अपना हिस्सा पाओ।' },
        pt: {
          title: 'O Airdrop de Monção começou',
          subtitle: 'Complete tarefas e divida o prêmio em K-Cash.',
        },
      },
    },
    {
      placement: 'home',
      title: 'Mint your Proof of Gamer',
      subtitle: 'One card for every game you play.',
      linkUrl: '/pog',
      position: 2,
      translations: {
        hi: { title: 'अपना Proof of Gamer मिंट करो', subtitle: 'हर गेम के लिए एक ही कार्ड, जो भी तुम खेलते हो।' },
        pt: { title: 'Crie seu Proof of Gamer', subtitle: 'Um cartão para cada jogo que você joga.' },
      },
    },
    {
      placement: 'home',
      title: 'Start a clan',
      subtitle: 'Lead your college to the top of the leaderboard.',
      linkUrl: '/clan-chief/',
      position: 3,
      translations: {
        hi: { title: 'अपना क्लैन बनाओ', subtitle: 'अपने कॉलेज को लीडरबोर्ड में टॉप पर ले जाओ।' },
        pt: { title: 'Crie um clã', subtitle: 'Leve sua faculdade ao topo do ranking.' },
      },
    },
    {
      placement: 'home',
      title: 'Retired banner',
      subtitle: 'Not shown: inactive.',
      linkUrl: '/',
      position: 0,
      isActive: false,
      translations: {
        hi: { title: 'पुराना बैनर', subtitle: 'नहीं दिखता: बंद है।' },
        pt: { title: 'Banner antigo', subtitle: 'Não aparece: inativo.' },
      },
    },
  ]);
  await repository.insertArticles([
    {
      slug: 'how-k-cash-works',
      title: 'How K-Cash works',
      summary: 'Earning, swapping and spending K-Cash.',
      body: 'K-Cash is earned by completing quests and campaigns. 1 USDT swaps to 1000 K-Cash. Spend it in the store on vouchers.',
      translations: {
        hi: {
          title: 'K-Cash कैसे काम करता है',
          summary: 'K-Cash कमाना, स्वैप करना और खर्च करना।',
          body: 'K-Cash क्वेस्ट और कैंपेन पूरे करके कमाया जाता है। 1 USDT स्वैप करने पर 1000 K-Cash मिलते हैं। इसे स्टोर में वाउचर पर खर्च करो।',
        },
        pt: {
          title: 'Como funciona o K-Cash',
          summary: 'Como ganhar, trocar e gastar K-Cash.',
          body: 'Você ganha K-Cash completando quests e campanhas. 1 USDT vira 1000 K-Cash na troca. Gaste na loja em vouchers.',
        },
      },
      publishedAt: now,
    },
    {
      slug: 'clan-season-one',
      title: 'Clan season one',
      summary: 'What clans are and how seasons work.',
      body: 'Clans compete on the leaderboard for a season. Chiefs lead, members play, everyone earns.',
      translations: {
        hi: {
          title: 'क्लैन सीज़न वन',
          summary: 'क्लैन क्या हैं और सीज़न कैसे चलते हैं।',
          body: 'क्लैन पूरे सीज़न लीडरबोर्ड पर मुकाबला करते हैं। चीफ लीड करते हैं, मेंबर खेलते हैं, और सब कमाते हैं।',
        },
        pt: {
          title: 'Temporada um dos clãs',
          summary: 'O que são os clãs e como funcionam as temporadas.',
          body: 'Os clãs disputam o ranking durante uma temporada. Os líderes comandam, os membros jogam e todos ganham.',
        },
      },
      publishedAt: now,
    },
  ]);
}
