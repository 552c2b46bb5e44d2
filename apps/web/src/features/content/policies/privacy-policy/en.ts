import type { PolicyDocument } from '../../policy-document';

const privacyPolicy: PolicyDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-23',
  intro: [
    'This policy explains what personal data KPlay collects, why, who sees it and what control you have. "We" and "the Operator" mean the organisation running this KPlay installation, which is responsible for your data: the Data Fiduciary under India\'s Digital Personal Data Protection Act 2023 (DPDP Act) and the controller under Brazil\'s LGPD.',
    'We do not sell your personal data and we do not show you third-party advertising based on it.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'What we collect',
      paragraphs: ['We collect only what the features you use need:'],
      list: [
        'Account: phone number, email if you add one, username, first name, and profile choices such as country, city, college, preferred role and platform.',
        'Sign-in: one-time codes (checked, then discarded) and the id, email or username Google or Telegram share when you use them to sign in.',
        'Connected accounts: your X (Twitter), Discord, Google, Telegram and Steam ids and usernames, and the public actions a task checks.',
        'Wallet: your custodial EVM wallet address, any wallet you connect, and your balances and transactions.',
        'Location: your approximate country and calling code, from your IP address. We do not use GPS.',
        'Device and usage: platform (browser, Android, iOS, desktop), device type, and analytics events with the page name, what you tapped and a session id (a session ends after 30 idle minutes).',
        'Activity: quests and campaigns you join, proof you submit, in-game ids for third-party games, your clan, and the email, city, phone and college in a clan chief application.',
        "KYC: PAN, a masked Aadhaar number (never the full number), bank account and IFSC, or your country's equivalent such as a CPF in Brazil, and each check's result.",
        'Selfie: only if you choose to upload one for your avatar.',
      ],
    },
    {
      id: 'selfie-and-avatar',
      heading: 'Your selfie and avatar',
      paragraphs: [
        'A selfie is optional; you can pick a ready-made character. If you upload one, we use it only to generate your Proof of Gamer avatar, never for identity checks or face recognition. The selfie is deleted once your avatar is generated, or within 30 days if generation does not finish. The avatar is part of your public POG card.',
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use your data',
      paragraphs: [],
      list: [
        'To create your account and keep you signed in.',
        'To check tasks, credit rewards and show leaderboards, clans and POG cards.',
        'To keep the ledger and process swaps, purchases, store redemptions and payouts.',
        'To verify identity, withhold tax, meet anti-money-laundering law (see the AML & KYC Policy) and detect bots, multiple accounts and fraud.',
        'To show campaigns for your country, answer support requests and improve the app.',
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Our legal bases',
      paragraphs: [
        'India (DPDP Act): we rely on your consent, given when you sign up, connect an account, upload a selfie or start KYC, and on the legitimate uses the Act allows, such as meeting tax and anti-money-laundering obligations. You can withdraw consent at any time; features that need it then stop.',
        'Brazil (LGPD): we rely on performing our contract with you (the Terms and Conditions), legal obligations, our legitimate interest in preventing fraud and keeping KPlay secure, and your consent for optional things such as the selfie.',
        'Elsewhere, including Nepal and Bangladesh, we give the same protection and follow local law.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      paragraphs: ['Our service providers (processors) act only on our instructions, under contract:'],
      list: [
        'An SMS or messaging provider that delivers one-time codes.',
        'An identity verification provider that checks PAN, Aadhaar, CPF and bank details.',
        'Payment providers for K-Cash purchases and bank payouts.',
        'Hosting, analytics, avatar generation and link-shortening services.',
        'Game and campaign partners, who get only what a task check needs, such as your in-game id.',
      ],
    },
    {
      id: 'public-information',
      heading: 'What others can see',
      paragraphs: [
        'Other users see your username, POG card, avatar, scores, badges, clan and leaderboard position. Blockchain transactions of your wallet address are public and permanent. We disclose data when a law, court or regulator requires it.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'Account data: while your account is open. Analytics events: up to 24 months, then only totals. KYC records: as long as tax and anti-money-laundering laws require, which in India can be five years after your account closes. Ledger records: permanently for accounting, anonymised once your account is deleted.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      paragraphs: [
        'We encrypt connections and KYC data, keep custodial wallet keys in secured systems, limit staff access and keep phone numbers and codes out of logs. Never share your one-time code with anyone, even someone claiming to be support. If a breach affects you, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and how to use them',
      paragraphs: [
        'You can ask for a summary of your data and who received it, correct or erase it, withdraw consent, and, under the LGPD, take a copy elsewhere. Under the DPDP Act you can nominate someone to act for you if you die or cannot act.',
        "Change your profile, or disconnect accounts and wallets, on your profile page. For anything else, write through the support channel shown in the app; we confirm it is you with a one-time code and reply within 30 days. You can also complain to the Data Protection Board of India or to Brazil's ANPD.",
      ],
    },
    {
      id: 'account-deletion',
      heading: 'Deleting your account',
      paragraphs: [
        'Ask for deletion at /delete-user-account. Collect your earnings first: balances left on a deleted account are lost. During the grace period shown in the app you can cancel through support; after it, your personal data is removed. Anonymised ledger records and legally required KYC records stay; public blockchain records cannot be erased.',
      ],
    },
    {
      id: 'children',
      heading: 'Age limit',
      paragraphs: [
        'KPlay is only for people aged 18 or over, for every feature, including playing without earning. If we learn an account belongs to someone under 18, we close it and delete its data.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and storage on your device',
      paragraphs: ['We use no advertising cookies, only what the app needs to work:'],
      list: [
        'Access token and refresh token cookies that keep you signed in for up to 30 days; logging out removes them.',
        'A local storage item named "language" with your chosen language.',
        'Local storage items for your user id, wallet address, sign-in method, approximate location and the 3-minute wait after a failed sign-in.',
        "A service worker cache of the app's own code, styles and images for fast loading on slow networks; it holds no personal data.",
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      paragraphs: [
        'Our servers and providers may be abroad. We transfer data only where the DPDP Act allows and, for Brazil, with LGPD safeguards such as standard contractual clauses.',
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and contact',
      paragraphs: [
        'When this policy changes we update the date above, announce important changes in the app and ask for consent again where needed. For questions, requests or complaints, use the support channel shown in the app.',
      ],
    },
  ],
};

export default privacyPolicy;
