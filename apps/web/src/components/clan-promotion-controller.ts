import {
  CLAN_OVERLAY,
  checkClanOverlay,
  isClanOverlayAllowed,
  parseClanOverlayState,
  scheduleClanOverlay,
  type ClanOverlayState,
} from '@kp/domain/clan-overlay';

/**
 * The clan promotion overlay's wiring (its rules are the domain's state machine, clan-overlay.ts):
 * the state kept across visits, the visit numbered once per tab (the machine's sessions), whether
 * the user has a clan asked of the api at the start and again when the overlay is due (they may
 * have joined one meanwhile), and a check every second. A chunk of its own, loaded after the page
 * is idle and for a signed-in user only; what it reads and asks comes from its caller (`ports`),
 * so that it shares no module with the first load, which would split the first load's chunk.
 */
export type ClanPromotionPorts = {
  /** The stored state (a JSON ClanOverlayState), and where it is kept. */
  readState(): string | null;
  writeState(json: string): void;
  /** This tab's visit number (one per tab, counted across visits). */
  visit(): number;
  /** Whether the user is in a clan (the api's answer). */
  hasClan(): Promise<boolean>;
  /** Whether another modal (or any dialog) is open. */
  isModalOpen(): boolean;
};

/**
 * Runs the overlay for this page until the returned stop is called: `onShow` when it is to be
 * shown. Asks the api nothing when the overlay cannot show in this visit anyway.
 */
export function startClanPromotion(onShow: () => void, ports: ClanPromotionPorts): () => void {
  const readState = () => parseClanOverlayState(ports.readState());
  const writeState = (state: ClanOverlayState) => ports.writeState(JSON.stringify(state));
  const { hasClan } = ports;
  const isDialogOpen = ports.isModalOpen;
  const session = ports.visit();
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
