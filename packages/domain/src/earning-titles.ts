import { fillTemplate, matchTemplate } from './templates';
import { toBcp47, type Language } from './languages';

/**
 * The titles the platform itself gives earnings (a demo's welcome gift, a referral's rewards), as
 * kept in English and as a reader reads them. An earning keeps the English title it was awarded
 * with; a listing words it in the reader's language. `{currency}` is a currency's name (a brand),
 * `{count}` a number of gamers, written by Intl in the reader's language.
 */
export const EARNING_TITLES = {
  welcomeGift: 'Welcome gift: {currency}',
  referralReward: 'Referral reward: a gamer you invited qualified',
  referralMilestone: 'Referral milestone: gamers qualified: {count}',
} as const;
export type EarningTitleKey = keyof typeof EARNING_TITLES;

type Titles = Record<EarningTitleKey, string>;

const TITLES: Record<Exclude<Language, 'en'>, Titles> = {
  hi: {
    welcomeGift: 'वेलकम गिफ़्ट: {currency}',
    referralReward: 'रेफ़रल रिवॉर्ड: आपका बुलाया गेमर क्वालिफ़ाई हुआ',
    referralMilestone: 'रेफ़रल माइलस्टोन: क्वालिफ़ाई हुए गेमर: {count}',
  },
  bn: {
    welcomeGift: 'ওয়েলকাম গিফট: {currency}',
    referralReward: 'রেফারেল রিওয়ার্ড: আপনার আমন্ত্রিত গেমার যোগ্য হয়েছেন',
    referralMilestone: 'রেফারেল মাইলস্টোন: যোগ্য গেমার: {count}',
  },
  ne: {
    welcomeGift: 'स्वागत उपहार: {currency}',
    referralReward: 'रेफरल रिवार्ड: तपाईंले बोलाउनुभएको गेमर योग्य भए',
    referralMilestone: 'रेफरल माइलस्टोन: योग्य गेमर: {count}',
  },
  ta: {
    welcomeGift: 'வரவேற்பு பரிசு: {currency}',
    referralReward: 'ரெஃபரல் ரிவார்டு: நீங்கள் அழைத்த கேமர் தகுதி பெற்றார்',
    referralMilestone: 'ரெஃபரல் மைல்கல்: தகுதி பெற்ற கேமர்கள்: {count}',
  },
  te: {
    welcomeGift: 'వెల్‌కమ్ గిఫ్ట్: {currency}',
    referralReward: 'రిఫరల్ రివార్డ్: మీరు ఆహ్వానించిన గేమర్ అర్హత పొందారు',
    referralMilestone: 'రిఫరల్ మైల్‌స్టోన్: అర్హత పొందిన గేమర్లు: {count}',
  },
  mr: {
    welcomeGift: 'वेलकम गिफ्ट: {currency}',
    referralReward: 'रेफरल रिवॉर्ड: तुम्ही बोलावलेला गेमर पात्र ठरला',
    referralMilestone: 'रेफरल माइलस्टोन: पात्र गेमर: {count}',
  },
  pt: {
    welcomeGift: 'Presente de boas-vindas: {currency}',
    referralReward: 'Recompensa de indicação: um gamer que você convidou se qualificou',
    referralMilestone: 'Meta de indicações: gamers qualificados: {count}',
  },
  es: {
    welcomeGift: 'Regalo de bienvenida: {currency}',
    referralReward: 'Recompensa por referido: un gamer que invitaste se ha calificado',
    referralMilestone: 'Hito de referidos: gamers calificados: {count}',
  },
  fr: {
    welcomeGift: 'Cadeau de bienvenue : {currency}',
    referralReward: 'Récompense de parrainage : un joueur que vous avez invité est qualifié',
    referralMilestone: 'Palier de parrainage : joueurs qualifiés : {count}',
  },
  de: {
    welcomeGift: 'Willkommensgeschenk: {currency}',
    referralReward: 'Empfehlungsbelohnung: Ein von dir eingeladener Gamer hat sich qualifiziert',
    referralMilestone: 'Empfehlungsmeilenstein: qualifizierte Gamer: {count}',
  },
  it: {
    welcomeGift: 'Regalo di benvenuto: {currency}',
    referralReward: 'Premio invito: un gamer che hai invitato si è qualificato',
    referralMilestone: 'Traguardo inviti: gamer qualificati: {count}',
  },
  nl: {
    welcomeGift: 'Welkomstcadeau: {currency}',
    referralReward: 'Verwijzingsbeloning: een gamer die je uitnodigde heeft zich gekwalificeerd',
    referralMilestone: 'Verwijzingsmijlpaal: gekwalificeerde gamers: {count}',
  },
  ru: {
    welcomeGift: 'Приветственный подарок: {currency}',
    referralReward: 'Награда за приглашение: приглашённый вами игрок прошёл квалификацию',
    referralMilestone: 'Этап приглашений: игроков прошло квалификацию: {count}',
  },
  ua: {
    welcomeGift: 'Вітальний подарунок: {currency}',
    referralReward: 'Винагорода за запрошення: запрошений вами гравець пройшов кваліфікацію',
    referralMilestone: 'Етап запрошень: гравців пройшло кваліфікацію: {count}',
  },
  by: {
    welcomeGift: 'Вітальны падарунак: {currency}',
    referralReward: 'Узнагарода за запрашэнне: запрошаны вамі гулец прайшоў кваліфікацыю',
    referralMilestone: 'Этап запрашэнняў: гульцоў прайшло кваліфікацыю: {count}',
  },
  pl: {
    welcomeGift: 'Prezent powitalny: {currency}',
    referralReward: 'Nagroda za polecenie: zaproszony przez Ciebie gracz zakwalifikował się',
    referralMilestone: 'Próg poleceń: zakwalifikowani gracze: {count}',
  },
  cz: {
    welcomeGift: 'Uvítací dárek: {currency}',
    referralReward: 'Odměna za doporučení: hráč, kterého jste pozvali, se kvalifikoval',
    referralMilestone: 'Milník doporučení: kvalifikovaní hráči: {count}',
  },
  bg: {
    welcomeGift: 'Подарък за добре дошли: {currency}',
    referralReward: 'Награда за покана: поканен от вас играч се класира',
    referralMilestone: 'Етап на поканите: класирани играчи: {count}',
  },
  ro: {
    welcomeGift: 'Cadou de bun venit: {currency}',
    referralReward: 'Recompensă pentru invitație: un gamer invitat de tine s-a calificat',
    referralMilestone: 'Prag de invitații: gameri calificați: {count}',
  },
  el: {
    welcomeGift: 'Δώρο καλωσορίσματος: {currency}',
    referralReward: 'Ανταμοιβή πρόσκλησης: ένας παίκτης που προσκαλέσατε πληροί τις προϋποθέσεις',
    referralMilestone: 'Ορόσημο προσκλήσεων: παίκτες που πληρούν τις προϋποθέσεις: {count}',
  },
  ee: {
    welcomeGift: 'Tervituskingitus: {currency}',
    referralReward: 'Soovitustasu: sinu kutsutud mängija kvalifitseerus',
    referralMilestone: 'Soovituste verstapost: kvalifitseerunud mängijaid: {count}',
  },
  he: {
    welcomeGift: 'מתנת הצטרפות: {currency}',
    referralReward: 'פרס הפניה: גיימר שהזמנתם עמד בתנאים',
    referralMilestone: 'אבן דרך בהפניות: גיימרים שעמדו בתנאים: {count}',
  },
  jp: {
    welcomeGift: 'ウェルカムギフト: {currency}',
    referralReward: '紹介報酬: 招待したゲーマーが条件を達成しました',
    referralMilestone: '紹介マイルストーン: 条件を達成したゲーマー: {count}',
  },
  cn: {
    welcomeGift: '欢迎礼物：{currency}',
    referralReward: '邀请奖励：你邀请的玩家已达标',
    referralMilestone: '邀请里程碑：已达标玩家：{count}',
  },
  zh: {
    welcomeGift: '歡迎禮物：{currency}',
    referralReward: '邀請獎勵：你邀請的玩家已達標',
    referralMilestone: '邀請里程碑：已達標玩家：{count}',
  },
};

/** The English title the platform keeps for an earning of this key. */
export function earningTitle(
  key: EarningTitleKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return fillTemplate(EARNING_TITLES[key], params);
}

/**
 * A kept title the platform wrote, in a reader's language (`{count}` written by Intl in it), or
 * null when the title is not one of the platform's (an operator's quest or campaign title).
 */
export function earningTitleIn(title: string, language: Language): string | null {
  for (const key of Object.keys(EARNING_TITLES) as EarningTitleKey[]) {
    const params = matchTemplate(EARNING_TITLES[key], title);
    if (!params) continue;
    if (language === 'en') return title;
    const count = Number(params.count);
    return fillTemplate(TITLES[language][key], {
      ...params,
      ...(params.count !== undefined && Number.isFinite(count)
        ? { count: new Intl.NumberFormat(toBcp47(language)).format(count) }
        : {}),
    });
  }
  return null;
}

/**
 * What a tournament's prize is called: the tournament's title and the winner's rank, kept in
 * English as it was awarded. Not one of EARNING_TITLES, which any kept title is matched against:
 * a quest's "Climb: rank up" would read like it. Only a tournament's earning is worded so (the
 * tournaments module knows its English title and its words in the reader's language).
 */
export const TOURNAMENT_PRIZE_TITLE = '{title}: rank {rank}';

const PRIZE_TITLES: Record<Exclude<Language, 'en'>, string> = {
  hi: '{title}: रैंक {rank}',
  bn: '{title}: র‍্যাঙ্ক {rank}',
  ne: '{title}: स्थान {rank}',
  ta: '{title}: ரேங்க் {rank}',
  te: '{title}: ర్యాంక్ {rank}',
  mr: '{title}: रँक {rank}',
  pt: '{title}: {rank}º lugar',
  es: '{title}: puesto {rank}',
  fr: '{title} : rang {rank}',
  de: '{title}: Platz {rank}',
  it: '{title}: posizione {rank}',
  nl: '{title}: plaats {rank}',
  ru: '{title}: место {rank}',
  ua: '{title}: місце {rank}',
  by: '{title}: месца {rank}',
  pl: '{title}: miejsce {rank}',
  cz: '{title}: {rank}. místo',
  bg: '{title}: място {rank}',
  ro: '{title}: locul {rank}',
  el: '{title}: θέση {rank}',
  ee: '{title}: {rank}. koht',
  he: '{title}: מקום {rank}',
  jp: '{title}: {rank}位',
  cn: '{title}：第{rank}名',
  zh: '{title}：第{rank}名',
};

/** A tournament prize's title in a language (English: as it is kept), the rank written by Intl in it. */
export function tournamentPrizeTitle(title: string, rank: number, language: Language = 'en'): string {
  if (language === 'en') return fillTemplate(TOURNAMENT_PRIZE_TITLE, { title, rank });
  const written = new Intl.NumberFormat(toBcp47(language)).format(rank);
  return fillTemplate(PRIZE_TITLES[language], { title, rank: written });
}

/**
 * The rank a kept prize title names, read back against the tournament's English title (whatever
 * that title holds, ": rank 2" or braces); null when it is not this tournament's prize title, or
 * was cut short to fit.
 */
export function prizeRankOf(kept: string, englishTitle: string): number | null {
  const digits = /[1-9]\d*$/.exec(kept)?.[0];
  if (digits === undefined) return null;
  const rank = Number(digits);
  return tournamentPrizeTitle(englishTitle, rank) === kept ? rank : null;
}
