/** A section of the profile page. */
export const SECTION_CLASS = 'rounded-xl border border-slate-800 bg-slate-900 p-4 sm:p-6';
export const SECTION_TITLE_CLASS = 'mb-4 text-lg font-semibold';
