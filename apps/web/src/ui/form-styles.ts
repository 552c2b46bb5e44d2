/** The look of the forms (sign-in, registration, profile). */
export const LABEL_CLASS = 'mb-1 block text-sm font-medium text-slate-200';
export const FIELD_CLASS =
  'block w-full min-w-0 rounded-lg border border-slate-600 bg-slate-950 px-3 py-2 text-base text-slate-100 placeholder:text-slate-500 focus-visible:border-amber-300 focus-visible:outline-2 focus-visible:outline-amber-300 aria-[invalid=true]:border-rose-400';
export const ERROR_CLASS = 'mt-1 text-sm text-rose-300';
export const HINT_CLASS = 'mt-1 text-sm text-slate-400';
export const PRIMARY_BUTTON_CLASS =
  'w-full rounded-lg bg-amber-300 px-4 py-2 font-semibold text-slate-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:cursor-not-allowed disabled:opacity-60';
export const SECONDARY_BUTTON_CLASS =
  'rounded-lg border border-slate-500 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:border-amber-300 focus-visible:outline-2 focus-visible:outline-amber-300 disabled:cursor-not-allowed disabled:opacity-60';
