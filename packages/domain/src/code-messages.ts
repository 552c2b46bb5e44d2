import { BRAND_NAME } from './brand';
import { toBcp47, type Language } from './languages';

/** A one-time code's message: the text (a text message's, an email's body) and an email's subject. */
export type CodeMessage = { text: string; subject: string };

/** The word forms of a count, by its plural category in the language (CLDR); `other` when none fits. */
type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

type Wording = (code: string, minutes: number, unit: (forms: Forms) => string) => CodeMessage;

const B = BRAND_NAME;

/**
 * Each language's own wording of the code message (not word for word: as that language's people
 * read such texts from their bank or their game; the Indic ones as Indian and Nepali phones show
 * them, with the English loan words people use there, written in their script). The brand stays
 * as it is; the code and the minutes are Latin digits, as phones fill them in.
 */
const WORDINGS: Record<Language, Wording> = {
  en: (code, m, unit) => ({
    text: `Your ${B} code is ${code}. It expires in ${m} ${unit({ one: 'minute', other: 'minutes' })}. Never share it with anyone.`,
    subject: `Your ${B} code`,
  }),
  hi: (code, m) => ({
    text: `आपका ${B} कोड ${code} है। यह ${m} मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।`,
    subject: `आपका ${B} कोड`,
  }),
  bn: (code, m) => ({
    text: `আপনার ${B} কোড হলো ${code}। কোডটি ${m} মিনিট পর্যন্ত বৈধ। এটি কারও সাথে শেয়ার করবেন না।`,
    subject: `আপনার ${B} কোড`,
  }),
  mr: (code, m, unit) => ({
    text: `तुमचा ${B} कोड ${code} आहे. तो ${m} ${unit({ one: 'मिनिटासाठी', other: 'मिनिटांसाठी' })} वैध आहे. तो कोणासोबतही शेअर करू नका.`,
    subject: `तुमचा ${B} कोड`,
  }),
  te: (code, m, unit) => ({
    text: `మీ ${B} కోడ్ ${code}. ఇది ${m} ${unit({ one: 'నిమిషం', other: 'నిమిషాల' })} వరకు చెల్లుతుంది. దీన్ని ఎవరితోనూ షేర్ చేయకండి.`,
    subject: `మీ ${B} కోడ్`,
  }),
  ta: (code, m, unit) => ({
    text: `உங்கள் ${B} குறியீடு ${code}. இது ${m} ${unit({ one: 'நிமிடத்திற்கு', other: 'நிமிடங்களுக்கு' })} மட்டுமே செல்லும். இதை யாருடனும் பகிர வேண்டாம்.`,
    subject: `உங்கள் ${B} குறியீடு`,
  }),
  ne: (code, m) => ({
    text: `तपाईंको ${B} कोड ${code} हो। यो ${m} मिनेटसम्म मान्य छ। यो कोड कसैसँग पनि साझा नगर्नुहोस्।`,
    subject: `तपाईंको ${B} कोड`,
  }),
  ru: (code, m, unit) => ({
    text: `Ваш код ${B}: ${code}. Он действует ${m} ${unit({ one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' })}. Никому его не сообщайте.`,
    subject: `Ваш код ${B}`,
  }),
  pl: (code, m, unit) => ({
    text: `Twój kod ${B}: ${code}. Jest ważny przez ${m} ${unit({ one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' })}. Nikomu go nie podawaj.`,
    subject: `Twój kod ${B}`,
  }),
  ua: (code, m, unit) => ({
    text: `Ваш код ${B}: ${code}. Він діє ${m} ${unit({ one: 'хвилину', few: 'хвилини', many: 'хвилин', other: 'хвилини' })}. Нікому його не повідомляйте.`,
    subject: `Ваш код ${B}`,
  }),
  cz: (code, m, unit) => ({
    text: `Váš kód ${B} je ${code}. Platí ${m} ${unit({ one: 'minutu', few: 'minuty', many: 'minuty', other: 'minut' })}. Nikomu ho nesdělujte.`,
    subject: `Váš kód ${B}`,
  }),
  by: (code, m, unit) => ({
    text: `Ваш код ${B}: ${code}. Ён дзейнічае ${m} ${unit({ one: 'хвіліну', few: 'хвіліны', many: 'хвілін', other: 'хвіліны' })}. Нікому яго не паведамляйце.`,
    subject: `Ваш код ${B}`,
  }),
  pt: (code, m, unit) => ({
    text: `Seu código ${B} é ${code}. Ele expira em ${m} ${unit({ one: 'minuto', other: 'minutos' })}. Não compartilhe com ninguém.`,
    subject: `Seu código ${B}`,
  }),
  es: (code, m, unit) => ({
    text: `Tu código de ${B} es ${code}. Caduca en ${m} ${unit({ one: 'minuto', other: 'minutos' })}. No lo compartas con nadie.`,
    subject: `Tu código de ${B}`,
  }),
  ro: (code, m, unit) => ({
    text: `Codul tău ${B} este ${code}. Expiră în ${m} ${unit({ one: 'minut', few: 'minute', other: 'de minute' })}. Nu-l da nimănui.`,
    subject: `Codul tău ${B}`,
  }),
  bg: (code, m, unit) => ({
    text: `Твоят код за ${B} е ${code}. Валиден е ${m} ${unit({ one: 'минута', other: 'минути' })}. Не го споделяй с никого.`,
    subject: `Твоят код за ${B}`,
  }),
  de: (code, m, unit) => ({
    text: `Dein ${B}-Code lautet ${code}. Er ist ${m} ${unit({ one: 'Minute', other: 'Minuten' })} gültig. Gib ihn an niemanden weiter.`,
    subject: `Dein ${B}-Code`,
  }),
  fr: (code, m, unit) => ({
    text: `Votre code ${B} est ${code}. Il expire dans ${m} ${unit({ one: 'minute', other: 'minutes' })}. Ne le communiquez à personne.`,
    subject: `Votre code ${B}`,
  }),
  nl: (code, m, unit) => ({
    text: `Je ${B}-code is ${code}. Hij verloopt over ${m} ${unit({ one: 'minuut', other: 'minuten' })}. Deel hem met niemand.`,
    subject: `Je ${B}-code`,
  }),
  it: (code, m, unit) => ({
    text: `Il tuo codice ${B} è ${code}. Scade tra ${m} ${unit({ one: 'minuto', other: 'minuti' })}. Non condividerlo con nessuno.`,
    subject: `Il tuo codice ${B}`,
  }),
  cn: (code, m) => ({
    text: `您的 ${B} 验证码为 ${code}，${m} 分钟内有效。请勿泄露给任何人。`,
    subject: `您的 ${B} 验证码`,
  }),
  zh: (code, m) => ({
    text: `您的 ${B} 驗證碼為 ${code}，${m} 分鐘內有效。請勿透露給任何人。`,
    subject: `您的 ${B} 驗證碼`,
  }),
  ee: (code, m, unit) => ({
    text: `Sinu ${B} kood on ${code}. See kehtib ${m} ${unit({ one: 'minut', other: 'minutit' })}. Ära jaga seda kellegagi.`,
    subject: `Sinu ${B} kood`,
  }),
  jp: (code, m) => ({
    text: `${B} の認証コードは ${code} です。有効期限は ${m} 分です。このコードは誰にも教えないでください。`,
    subject: `${B} の認証コード`,
  }),
  he: (code, m, unit) => ({
    text: `קוד ה־${B} שלך הוא ${code}. הקוד תקף ל־${m} ${unit({ one: 'דקה', other: 'דקות' })}. אין למסור אותו לאף אחד.`,
    subject: `קוד ה־${B} שלך`,
  }),
  el: (code, m, unit) => ({
    text: `Ο κωδικός σου για το ${B} είναι ${code}. Λήγει σε ${m} ${unit({ one: 'λεπτό', other: 'λεπτά' })}. Μην τον δώσεις σε κανέναν.`,
    subject: `Ο κωδικός σου για το ${B}`,
  }),
};

/**
 * The message carrying a one-time code, in the reader's language: its text (a text message's, or
 * an email's body) and an email's subject. `minutes` is how long the code stays good (the code
 * rules'), worded with the language's plural rules.
 */
export function codeMessage(language: Language, code: string, minutes: number): CodeMessage {
  const category = new Intl.PluralRules(toBcp47(language)).select(minutes);
  return WORDINGS[language](code, minutes, (forms) => forms[category] ?? forms.other);
}
