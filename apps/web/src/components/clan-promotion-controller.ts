import {
  checkClanOverlay,
  isClanOverlayAllowed,
  parseClanOverlayState,
  scheduleClanOverlay,
  type ClanOverlayState,
} from '@kp/domain/clan-overlay';
import { CLAN_OVERLAY } from '@kp/domain/constants';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { call } from '../lib/api-client';
import { isAnyModalOpen } from '../lib/modals';
import { storage } from '../lib/storage';

/**
 * The clan promotion overlay's wiring (its rules are the domain's state machine, clan-overlay.ts):
 * the state kept in local storage across visits, the visit numbered once per tab (the machine's
 * sessions), whether the user has a clan asked of the api at the start and again when the overlay
 * is due (they may have joined one meanwhile), a check every second, and any open dialog, the
 * modal host's or a page's own, counting as another modal. A chunk of its own, loaded after the
 * page is idle and for a signed-in user only.
 */

const STATE_KEY = STORAGE_KEYS.clanOverlay;
const VISIT_KEY = STORAGE_KEYS.clanOverlayVisit;

const readState = () => parseClanOverlayState(storage.get(STATE_KEY));
const writeState = (state: ClanOverlayState) => storage.set(STATE_KEY, JSON.stringify(state));

/** This tab's visit: the number it was given, or the next one (kept for the tab's life). */
export function visitNumber(): number {
  let own: string | null = null;
  try {
    own = globalThis.sessionStorage?.getItem(VISIT_KEY) ?? null;
  } catch {
    // No session storage: every page load is a visit of its own.
  }
  const kept = Number(own);
  if (Number.isSafeInteger(kept) && kept > 0) return kept;
  const next = (Number(storage.get(VISIT_KEY)) || 0) + 1;
  storage.set(VISIT_KEY, String(next));
  try {
    globalThis.sessionStorage?.setItem(VISIT_KEY, String(next));
  } catch {
    // As above.
  }
  return next;
}

const isDialogOpen = () => isAnyModalOpen() || document.querySelector('dialog[open]') !== null;

async function hasClan(): Promise<boolean> {
  return (await call('getMyClanMembership')).data.membership !== null;
}

/**
 * Runs the overlay for this page until the returned stop is called: `onShow` when it is to be
 * shown. Asks the api nothing when the overlay cannot show in this visit anyway.
 */
export function startClanPromotion(onShow: () => void): () => void {
  const session = visitNumber();
  let isStopped = false;
  let isChecking = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function check() {
    const state = readState();
    if (state.scheduledAt === null) return clearInterval(timer);
    if (isChecking || Date.now() < state.scheduledAt) return;
    isChecking = true;
    try {
      const member = await hasClan();
      if (isStopped) return;
      const step = checkClanOverlay(readState(), {
        now: Date.now(),
        session,
        hasClan: member,
        isModalOpen: isDialogOpen(),
      });
      if (step.action === 'wait') return;
      writeState(step.state);
      if (step.action === 'show') onShow();
    } catch {
      // Offline, or the session ended: the next check tries again.
    } finally {
      isChecking = false;
    }
  }

  async function begin() {
    const state = readState();
    // Shown too often or too lately, and nothing scheduled to clear: nothing to do in this visit.
    if (state.scheduledAt === null && !isClanOverlayAllowed(state, { session, hasClan: false })) return;
    const member = await hasClan();
    if (isStopped) return;
    writeState(scheduleClanOverlay(readState(), { now: Date.now(), session, hasClan: member }));
    timer = setInterval(() => void check(), CLAN_OVERLAY.checkIntervalMs);
  }

  begin().catch(() => {
    // The membership could not be read: no overlay in this page.
  });
  return () => {
    isStopped = true;
    clearInterval(timer);
  };
}
