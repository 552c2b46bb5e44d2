/** The look of the header's buttons. */
export const HEADER_BUTTON_CLASS =
  'shrink-0 rounded-lg bg-amber-300 px-3 py-1.5 text-sm font-semibold text-slate-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300';
