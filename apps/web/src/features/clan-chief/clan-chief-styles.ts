/** A section of the clan chief page (the same cards as the other account pages). */
export const SECTION_CLASS = 'rounded-xl border border-slate-800 bg-slate-900 p-4 sm:p-6';
export const SECTION_TITLE_CLASS = 'mb-4 text-lg font-semibold';
