import type { PolicyDocument } from '../../policy-document';

const amlKycPolicy: PolicyDocument = {
  title: 'AML & KYC Policy',
  updated: '2026-11-23',
  intro: [
    'This policy explains why KPlay asks some players to prove who they are, when it asks, what it checks and what happens to the information. "We" and "the Operator" mean the organisation running this KPlay installation.',
    'KYC means "know your customer". AML means "anti-money laundering". Together they keep rewards going to real gamers, stop fraud and let us meet the tax and financial laws of the countries where KPlay is used, mainly India and Brazil, and also Nepal and Bangladesh.',
  ],
  sections: [
    {
      id: 'why-we-check',
      heading: 'Why we check your identity',
      paragraphs: [
        'KPlay pays out real value: K-Cash, the reward token and USDT that you can collect, swap or spend in the store. Anything of value attracts people who try to cheat, launder money or claim rewards many times with fake accounts.',
        'Checking identity before money leaves the platform lets us make sure that each person collects only their own earnings, that rewards are not sent to sanctioned people, and that tax is withheld and reported correctly where the law requires it.',
      ],
    },
    {
      id: 'when-kyc-is-required',
      heading: 'When KYC is required',
      paragraphs: [
        'You can sign up, complete quests, join a clan and play in the Klash arena without KYC. We ask for it at these moments:',
      ],
      list: [
        'Before you collect earnings for the first time on the Collect Earnings page.',
        'When your collected, bought or swapped amounts pass a limit the Operator sets. The limit is shown in the app before you reach it.',
        'When your bank account or payout details change.',
        'When our checks flag unusual activity on your account (see "Monitoring" below).',
        'When a law, a court or a regulator requires us to check again.',
      ],
    },
    {
      id: 'documents-we-ask-for',
      heading: 'Documents we ask for',
      paragraphs: [
        'In India we ask for the documents below. The app only accepts values in the correct format, for example a bank account number of 9 to 18 digits and an IFSC of 11 characters (four letters, a zero, then six letters or digits).',
      ],
      list: [
        'PAN (Permanent Account Number): required before you collect earnings, because Indian tax law links payouts and tax deducted to your PAN.',
        'Aadhaar: we verify it through an approved verification provider and store only a masked number showing the last four digits. We never store your full Aadhaar number or any biometric data, and we never ask for a photo of the card.',
        'Bank account number and IFSC: the account must be in your own name, and the name must match your PAN. Earnings are paid only to a verified account.',
        'In Brazil we ask for your CPF and a bank account in your own name. In Nepal, Bangladesh and other countries the app lists the national ID or tax number that applies, such as a PAN in Nepal or an NID in Bangladesh.',
      ],
    },
    {
      id: 'sanctions-screening',
      heading: 'Sanctions screening',
      paragraphs: [
        'When you complete KYC, and again when sanctions lists change, we check your name and country against the United Nations Security Council consolidated list and the lists that apply to the Operator, such as those published under Indian law.',
        'Wallet addresses that receive withdrawals are checked against published lists of sanctioned blockchain addresses. If there is a match we stop payouts on the account while we review it, and we cannot offer the service to a confirmed match.',
      ],
    },
    {
      id: 'monitoring',
      heading: 'Monitoring of unusual activity',
      paragraphs: [
        'We watch for patterns that suggest fraud or money laundering. A flag does not mean you did something wrong; it means a person looks at it. Examples:',
      ],
      list: [
        'Many accounts using the same device, phone, bank account, PAN or wallet.',
        'Rewards collected much faster than a person could complete the tasks, which often means a bot.',
        'Buying or swapping large amounts and immediately trying to withdraw them.',
        'Sign-ins from a country different from the one on your KYC, or hiding your location to join campaigns not open in your country.',
        'Payouts sent to accounts or wallets that do not belong to you.',
      ],
    },
    {
      id: 'tax-withholding',
      heading: 'TDS and tax withholding in India',
      paragraphs: [
        'Where Indian income tax law requires it, we deduct tax at source (TDS) from your earnings before paying them out. The rate depends on the kind of reward and on the law at the time. The Collect Earnings screen shows the gross amount, the tax withheld and the amount you will receive before you confirm.',
        'We deposit the tax against your PAN, so it appears in your Form 26AS and Annual Information Statement, and we can give you a TDS certificate on request. If your PAN is missing or invalid, the law may require a higher rate. Other countries may have their own withholding rules; the app tells you when they apply. Paying any further tax you owe is your responsibility.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Record keeping',
      paragraphs: [
        'We keep the result of each check, your masked document numbers, the date of each check and the ledger of every movement of value on your account. We keep these records for as long as anti-money-laundering and tax laws require, which in India can be five years after your account is closed, even if you delete your account. After that period they are deleted or made anonymous.',
        'Only staff who need KYC records for their work can see them. The Privacy Policy explains how we protect and share personal data.',
      ],
    },
    {
      id: 'refusal-and-suspension',
      heading: 'Refusal, holds and suspension',
      paragraphs: [
        'We may refuse KYC, hold earnings while we review an account, limit swaps, purchases or withdrawals, or suspend the account if you give false or borrowed documents, fail a sanctions check, refuse to answer reasonable questions, or are linked to fraud or abuse. Rewards earned through cheating or multiple accounts are forfeited under the Terms and Conditions.',
        'Where the law requires it, we report suspicious activity to the authorities, such as the Financial Intelligence Unit in India or COAF in Brazil. The law may stop us from telling you that a report was made.',
      ],
    },
    {
      id: 'contact',
      heading: 'Questions and contact',
      paragraphs: [
        'If your KYC was rejected, your earnings are on hold or you think a check was wrong, write to us through the support channel shown in the app. Tell us your username and what happened. Never send your full Aadhaar number, passwords or one-time codes in a message: we will never ask for them.',
      ],
    },
  ],
};

export default amlKycPolicy;
