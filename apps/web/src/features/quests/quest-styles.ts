export const QUEST_BUTTON_CLASS =
  'rounded-lg bg-indigo-600 px-4 py-2 font-semibold text-white disabled:opacity-50';
export const QUEST_CARD_CLASS = 'rounded-xl border border-slate-800 bg-slate-900 p-4';
