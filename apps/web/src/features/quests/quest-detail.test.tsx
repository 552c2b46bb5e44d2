import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerModals } from '../../app/modals';
import { loadSession, signIn } from '../../lib/session';
import { ok, stubServer, USER } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { isolate } from '../../components/user-text';

// canvas-confetti, loaded by the stage's celebration only: how often its module loaded, its bursts.
const confetti = vi.hoisted(() => {
  const fire = Object.assign(
    vi.fn(() => Promise.resolve()),
    { reset: vi.fn() },
  );
  return { loads: 0, create: vi.fn(() => fire), fire };
});
vi.mock('canvas-confetti', () => {
  confetti.loads += 1;
  return { default: Object.assign(vi.fn(), { create: confetti.create }) };
});

const QUEST = {
  id: '00000000-0000-4000-8000-0000000000a1',
  slug: 'colexion-starter-pack',
  title: 'Starter Pack',
  description: 'Open a starter pack and win one match.',
  game: { id: '00000000-0000-4000-8000-000000000001', slug: 'colexion', name: 'Colexion', iconUrl: null },
  startsAt: null,
  endsAt: null,
  isStillValid: true,
  state: 'live',
  totalSlots: 1000,
  remainingSlots: 998,
  reward: { amount: '1.50', currency: 'KCASH' },
  isThirdPartyGame: false,
  stages: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      position: 1,
      title: 'Follow Colexion on Instagram',
      description: 'Share the link of your follow post.',
      proofMethod: 'v2',
      submissionType: 'Instagram',
      points: 10,
      gamer_earnings: [
        { id: '00000000-0000-4000-8000-0000000000c1', earningType: 'KCASH', amount: '2.50' },
        { id: '00000000-0000-4000-8000-0000000000c2', earningType: 'KPOINTS', amount: '30' },
      ],
    },
  ],
};
const STAGE = QUEST.stages[0]!;
const AT = '2026-05-10T12:00:00.000Z';

/** The quest, started, its stage in `status`; a proof sent is accepted at once (the stage completes). */
function server(status: 'open' | 'completed') {
  const state = { status };
  const stage = () => ({
    stageId: STAGE.id,
    status: state.status,
    completedAt: state.status === 'completed' ? AT : null,
    proof: null,
  });
  const userQuest = { questId: QUEST.id, status: 'started', score: 0, startedAt: AT, completedAt: null };
  stubServer({
    '/api/banners': () => ok([]),
    [`/api/quest/${QUEST.slug}`]: () => ok(QUEST),
    [`/api/quest/leaderboard/${QUEST.id}`]: () => ok({ entries: [], total: 0 }),
    '/api/userquest/queststatus': () =>
      ok({ questId: QUEST.id, hasStarted: true, userQuest, stages: [stage()] }),
    'POST /api/proof': () => {
      state.status = 'completed';
      return ok({ proof: null, stage: stage(), userQuest }, 201);
    },
    '/api/wallets/balance': () => ok({ balances: [] }),
  });
}

async function openQuest() {
  signIn(USER, 'phone');
  renderApp(`/k-quest/${QUEST.slug}`);
  await screen.findByRole('heading', { level: 1, name: QUEST.title }, { timeout: 10_000 });
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the moment a quest stage completes', () => {
  it('is not shown for a stage completed before the page opened, and loads no confetti', async () => {
    server('completed');
    await openQuest();
    expect(await screen.findByText('Completed', undefined, { timeout: 5000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(confetti.loads).toBe(0);
  });

  it('shows the stage’s earnings big, on their way to be collected, with confetti and a share prompt', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
    server('open');
    await openQuest();
    const field = await screen.findByLabelText('Your Instagram proof', undefined, { timeout: 5000 });
    expect(confetti.loads).toBe(0);
    fireEvent.change(field, { target: { value: 'https://www.instagram.com/p/Cx12ab/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send proof' }));
    const dialog = within(
      await screen.findByRole(
        'dialog',
        { name: `Stage complete: ${isolate('Follow Colexion on Instagram')}` },
        { timeout: 5000 },
      ),
    );
    expect(dialog.getByText('2.5 K-Cash')).toBeTruthy();
    expect(dialog.getByText('30 K-Points')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Waiting for you in Collect earnings' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Copy the link' })).toBeTruthy();
    await waitFor(() => expect(confetti.fire).toHaveBeenCalledTimes(1));
    expect(confetti.loads).toBe(1);
    fireEvent.click(dialog.getByRole('button', { name: 'Keep going' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
