/**
 * The home's chunks that a visitor's first load does without, each loaded on demand: the rows of
 * campaign and quest cards (when they come onto the screen) and the signed-in home. Reached through
 * this table, itself a chunk, so the first load carries neither their paths nor their dependencies.
 */
export const loadRows = () => import('./home-rows');
export const loadMemberHome = () => import('./member-home');
