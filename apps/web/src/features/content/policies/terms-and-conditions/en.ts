import type { PolicyDocument } from '../../policy-document';

const termsAndConditions: PolicyDocument = {
  title: 'Terms and Conditions',
  updated: '2026-11-23',
  intro: [
    'These Terms are the agreement between you and the Operator, the organisation running this KPlay installation ("we", "us"). They cover K-Quest, K-Drop, the wallet and store, clans, Proof of Gamer cards and the Klash arena. Our Privacy Policy, AML & KYC Policy and Risk Disclosure are part of them.',
  ],
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these Terms',
      paragraphs: [
        'By creating an account or using KPlay you accept these Terms. If you do not agree, do not use KPlay. Some quests, campaigns and vouchers have extra rules shown on their page; those apply too.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use KPlay',
      paragraphs: [
        'You must be at least 18 years old and allowed by the law of your country to take part in reward programmes. Some campaigns are open only in certain countries. You may not use a VPN or false details to join a campaign that is not open where you live.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account and sign-in',
      paragraphs: [
        'You sign in with your phone number and a one-time code, or with Google or Telegram. Keep your phone and codes private: you are responsible for what happens on your account. Your username must be 5 to 10 letters or digits and must not copy someone else or be offensive.',
        'One person, one account. You may not create, buy, sell, share or control more than one account, and every account gets its own custodial EVM wallet address that stays linked to it.',
      ],
    },
    {
      id: 'currencies-and-ledger',
      heading: 'Currencies and your balance',
      paragraphs: [
        'KPlay uses K-Cash, a secondary reward token, K-Points and USDT. Every credit and debit is recorded in our ledger, which is the official record of your balances. Entries are never edited: a mistake is fixed by a new correcting entry, and we may reverse rewards credited by error or through cheating.',
        'You cannot transfer balances to another user unless the app offers a feature for it. You can swap USDT to K-Cash at 1 USDT = 1000 K-Cash and buy K-Cash at the price shown before you pay. Purchases and swaps are final once confirmed, unless the law says otherwise. K-Points have no money value.',
      ],
    },
    {
      id: 'quests-and-campaigns',
      heading: 'Quests, campaigns and fair play',
      paragraphs: [
        'Each quest and K-Drop campaign shows its tasks, dates, reward pool and any country or slot limits. We check tasks automatically or with the partner; a task counts only when it shows as verified. Rewards are credited after the campaign ends and may be smaller than estimated if the pool runs out.',
        'Cheating ruins KPlay for everyone. If you do any of the following, we may cancel your rewards, forfeit your balances and close every account involved:',
      ],
      list: [
        'Using bots, scripts, emulators or automation to complete tasks or games.',
        "Running several accounts, or using other people's phones, PANs or bank accounts.",
        'Faking proof, buying followers or deleting social actions after they are verified.',
        'Exploiting bugs instead of reporting them to support.',
      ],
    },
    {
      id: 'earnings-and-kyc',
      heading: 'Collecting earnings and KYC',
      paragraphs: [
        'To collect earnings you must pass KYC as described in the AML & KYC Policy, using documents and a bank account in your own name. Tax may be withheld before payment, and the app shows the amount before you confirm. Earnings not collected before an expiry date shown in the app may expire. We may hold payouts while we review an account.',
      ],
    },
    {
      id: 'store-vouchers',
      heading: 'Store vouchers',
      paragraphs: [
        "Vouchers in the K-Store are supplied by partner brands. A redemption is final once confirmed: we cannot exchange it or refund it to your balance, except when a voucher we deliver does not work. Each voucher follows its partner's terms, such as expiry dates and where it can be used, and the partner is responsible for the goods or service.",
      ],
    },
    {
      id: 'clans',
      heading: 'Clans',
      paragraphs: [
        'A clan chief creates a clan with a name, city, country, logo, banner and description, and is responsible for keeping them respectful and lawful, for welcoming members and for keeping the clan free of cheating. Chiefs must not charge members money, sell spots or promise rewards we do not offer.',
        'To keep clans stable, a chief can delete a clan only after a minimum number of days, and after leaving or deleting a clan you must wait a minimum number of days before joining or creating another. The app shows the current numbers. We may rename, hide or remove a clan that breaks these Terms.',
      ],
    },
    {
      id: 'proof-of-gamer',
      heading: 'Proof of Gamer card and names',
      paragraphs: [
        'Your POG name must be 5 to 12 letters or digits and unique. We reserve names of brands, games, public figures, KPlay roles and staff, and we may take back a name that impersonates someone or is offensive. A minted POG card is tied to your account and cannot be sold or moved to another account. Its scores are calculated by us and can change.',
      ],
    },
    {
      id: 'conduct',
      heading: 'Your content and conduct',
      paragraphs: [
        "You own what you post, such as clan descriptions, logos and proof links, and you let us show it inside KPlay and in share links. Do not post content that is illegal, hateful, sexual, violent, misleading or that uses someone else's work or likeness without permission. Do not harass other gamers, spam, or attack our systems.",
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-party games and services',
      paragraphs: [
        'Games in the Klash arena, partner campaigns and connected services such as X, Discord, Google, Telegram and Steam are run by others under their own terms. We are not responsible for them. Your use of them is between you and them.',
      ],
    },
    {
      id: 'suspension-and-termination',
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend or close your account, with notice where possible, if you break these Terms, if the law requires it or to protect other users. Balances gained by breaking the rules are forfeited. You can leave at any time by requesting deletion at /delete-user-account; collect your earnings first.',
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'KPlay is provided "as is". We try to keep it running and accurate but do not promise it will always be available, error-free or that any reward will keep its value. To the extent the law allows, we are not liable for indirect losses, lost profits, or losses caused by third-party games, blockchains or your own device, and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing here removes rights that consumer law gives you.',
      ],
    },
    {
      id: 'law-changes-contact',
      heading: 'Governing law, changes and contact',
      paragraphs: [
        "These Terms are governed by the law of the Operator's jurisdiction stated in the app, and disputes go to the courts named there, without taking away protections of the country where you live. We may update these Terms; we change the date above and announce important changes in the app before they apply. Contact us through the support channel shown in the app.",
      ],
    },
  ],
};

export default termsAndConditions;
