import type { PolicyDocument } from '../../policy-document';

const riskDisclosurePolicy: PolicyDocument = {
  title: 'Risk Disclosure',
  updated: '2026-11-23',
  intro: [
    'KPlay is a place to play, complete quests and earn rewards. Some of those rewards are digital tokens, and some of them can be turned into money. That brings risks you should understand before you buy K-Cash, swap USDT, connect a wallet or collect earnings. "We" and "the Operator" mean the organisation running this KPlay installation.',
    'Read this page together with the Terms and Conditions. If something here is not clear, ask us through the support channel shown in the app before you spend or move any value.',
  ],
  sections: [
    {
      id: 'not-an-investment',
      heading: 'Rewards are not investments',
      paragraphs: [
        'K-Cash, the reward token, K-Points, POG cards and campaign rewards are rewards for taking part. They are not shares, deposits, savings or investment products, and they do not give you any ownership of KPlay, the Operator or any game. No one at KPlay can promise that anything you earn or buy will be worth more later.',
        'Do not buy K-Cash or take part in campaigns hoping to make a profit, and never spend money you cannot afford to lose.',
      ],
    },
    {
      id: 'value-can-change',
      heading: 'The value of tokens can change',
      paragraphs: [
        'The secondary reward token and any token a campaign pays out can rise or fall in value quickly, or become worthless. Their price can depend on markets, the project behind them and events we do not control. A campaign can show an estimated value when it starts that is very different from the value when rewards are credited.',
        'USDT is a stablecoin issued by a third party. It aims to stay equal to one US dollar but can lose that link, and its value in rupees, reais or your own currency changes with exchange rates.',
      ],
    },
    {
      id: 'k-cash',
      heading: 'What K-Cash is worth',
      paragraphs: [
        'K-Cash is an in-app currency. It has no cash value except where the app clearly offers one, for example when you redeem vouchers in the store or collect K-Cash earnings after KYC. A swap converts USDT to K-Cash at 1 USDT = 1000 K-Cash, and the app may not offer a way back from K-Cash to USDT.',
        'K-Points are points for progress and leaderboards only. They cannot be bought, sold or collected as money. We may change what K-Cash and K-Points can be used for, giving notice in the app.',
      ],
    },
    {
      id: 'blockchain-risks',
      heading: 'Blockchain risks',
      paragraphs: [
        'Some rewards, swaps and POG cards use public blockchains. Blockchains work differently from banks:',
      ],
      list: [
        'Transactions cannot be reversed. Neither we nor anyone else can cancel a transfer once it is confirmed.',
        'Tokens sent to a wrong address, or on the wrong network, are usually lost for good. Always check the address and network before you sign.',
        'Networks charge gas fees. Fees change with traffic, can be high and are not refunded if a transaction fails.',
        'Smart contracts, bridges and tokens can have bugs or be hacked, and networks can slow down, fork or stop.',
        'Every account has a custodial EVM wallet that the Operator holds for you. If you connect your own wallet, you alone control its keys: if you lose your recovery phrase, nobody can restore it.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party games and campaigns',
      paragraphs: [
        'Games in the Klash arena, games linked from quests and many K-Drop campaigns are run by other companies. We do not make or control them, and we are not responsible for their content, their rules, their tokens or whether they keep their promises. Read their own terms before you play or connect an account.',
        'A partner can change a game, close it or stop paying rewards. Never give a game or a website your one-time code or your wallet recovery phrase.',
      ],
    },
    {
      id: 'campaigns-end',
      heading: 'Campaigns end and reward pools run out',
      paragraphs: [
        'Every quest and campaign has an end time and a limited reward pool. When the pool is used up or the time ends, you may get a smaller reward or none at all, even if you were part way through the tasks. Places on leaderboards and slots in quests are limited. Rewards can take time to be credited after a campaign ends, and rewards earned by breaking the rules are cancelled.',
      ],
    },
    {
      id: 'tax',
      heading: 'Tax is your responsibility',
      paragraphs: [
        'Rewards, token gains and payouts may be taxable income where you live. In India, income from virtual digital assets is taxed, and tax may be deducted at source before you receive earnings. Brazil, Nepal and Bangladesh have their own rules. Tax we withhold may not be all the tax you owe. Keep your own records and ask a tax adviser if you are unsure.',
      ],
    },
    {
      id: 'account-security',
      heading: 'Keeping your account safe',
      paragraphs: [
        'Your phone number and the one-time code are the keys to your account and your balances. Anyone who gets your code can sign in as you. We never ask for your code, your full Aadhaar number or a recovery phrase in a chat or call. Keep your phone locked, log out on shared devices and contact support at once if you think your account was taken over. We cannot always get back value that was moved out by someone using your own login.',
      ],
    },
    {
      id: 'regulatory-change',
      heading: 'Laws can change',
      paragraphs: [
        "The rules on digital tokens, online gaming and rewards are still changing in India, Brazil and other countries. A new law or a regulator's order can force us to change or stop features such as swaps, token rewards or payouts, limit them in your country, or ask you for more information. We will tell you in the app when that happens.",
      ],
    },
    {
      id: 'no-financial-advice',
      heading: 'No financial advice',
      paragraphs: [
        'Nothing on KPlay, including campaign pages, articles, videos, clan posts or messages from our team, is financial, investment, legal or tax advice. Decide for yourself, and get independent advice if you need it.',
      ],
    },
  ],
};

export default riskDisclosurePolicy;
