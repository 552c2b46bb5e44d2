import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { registerModals } from '../../app/modals';
import { matchRoute } from '../../app/routes';
import { changeLanguage } from '../../lib/i18n';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, stubServer, USER, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { API_FAIL, continueQuestAfterLogin } from './quest-redirect';
import { questViewOf } from './quest-view';
import { isolate } from '../../components/user-text';

const GAME = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'colexion',
  name: 'Colexion',
  iconUrl: null,
};
const QUEST = {
  id: '00000000-0000-4000-8000-0000000000a1',
  slug: 'colexion-starter-pack',
  title: 'Starter Pack',
  description: 'Open a starter pack and win one match.',
  game: GAME,
  startsAt: null,
  endsAt: null,
  isStillValid: true,
  state: 'live',
  totalSlots: 1000,
  remainingSlots: 998,
  reward: { amount: '1.50', currency: 'KCASH' },
  isThirdPartyGame: false,
};
const DETAIL = {
  ...QUEST,
  stages: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      position: 1,
      title: 'Follow Colexion on Instagram',
      description: 'Share the link of your follow post.',
      proofMethod: 'v2',
      submissionType: 'Instagram',
      points: 10,
      gamer_earnings: [{ id: '00000000-0000-4000-8000-0000000000c1', earningType: 'KPOINTS', amount: '30' }],
    },
  ],
};

function server(quests: unknown[] = [QUEST], filterStatus = 200, detail: unknown = DETAIL) {
  return stubServer({
    '/api/users/me/profile': () => failure(401, 'UNAUTHORIZED'),
    '/api/authentication/token/refresh': () => failure(400, 'INVALID_REFRESH_TOKEN'),
    '/api/banners': () => ok([]),
    '/api/quest/filter': () =>
      filterStatus === 200 ? ok({ quests, total: quests.length }) : failure(500, 'SOMETHING_WENT_WRONG'),
    [`/api/quest/${QUEST.slug}`]: () => ok(detail),
    '/api/quest/no-such': () => failure(404, 'QUEST_NOT_FOUND', 'This quest does not exist'),
    [`/api/quest/leaderboard/${QUEST.id}`]: () =>
      ok({
        entries: [{ rank: 1, userId: GAME.id, username: 'raider', score: 12, status: 'started' }],
        total: 1,
      }),
  });
}

beforeAll(() => registerModals());
beforeEach(async () => {
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('quest paths', () => {
  it('maps every quest path of the spec to its view, and the router to the quest page', () => {
    expect(questViewOf('/k-quest/', '')).toEqual({ kind: 'list' });
    expect(questViewOf('/k-quest/bullieverse', '')).toEqual({ kind: 'partner', game: 'bullieverse' });
    expect(questViewOf('/k-quest/dark-throne/', '')).toEqual({ kind: 'partner', game: 'dark-throne' });
    expect(questViewOf('/k-quest/some-quest', '')).toEqual({ kind: 'detail', slug: 'some-quest' });
    expect(questViewOf('/quest-details/', '?slug=abc')).toEqual({ kind: 'detail', slug: 'abc' });
    expect(questViewOf('/quest-details/abc/offerwall', '')).toEqual({ kind: 'offerwall', slug: 'abc' });
    expect(questViewOf('/offerwall/', '')).toEqual({ kind: 'offerwall', slug: null });
    const quests = matchRoute('/k-quest/');
    expect(quests).not.toBeNull();
    expect(matchRoute('/k-quest/some-quest')).toBe(quests);
    expect(matchRoute('/quest-details/abc/offerwall')).toBe(quests);
    expect(matchRoute('/offerwall/')).toBe(quests);
  });
});

describe('after sign-in on a quest', () => {
  it('opens the quest details for a quest without the third-party flag, storing the game id', async () => {
    const navigate = vi.fn();
    const fetchRedirect = vi.fn();
    await continueQuestAfterLogin(QUEST, { navigate, assign: vi.fn(), alert: vi.fn(), fetchRedirect });
    expect(navigate).toHaveBeenCalledWith(`/quest-details/?slug=${QUEST.slug}`);
    expect(fetchRedirect).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.gameId)).toBe(GAME.id);
  });

  it('opens the quest details of a flagged quest whose game has no client: there is no game to go to', async () => {
    const navigate = vi.fn();
    const alert = vi.fn();
    const fetchRedirect = vi.fn();
    const flagged = { ...QUEST, isThirdPartyGame: true, thirdPartyClientId: null };
    await continueQuestAfterLogin(flagged, { navigate, assign: vi.fn(), alert, fetchRedirect });
    expect(navigate).toHaveBeenCalledWith(`/quest-details/?slug=${QUEST.slug}`);
    expect(fetchRedirect).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('goes to the redirect URL of a third-party quest, and alerts API_FAIL when there is none', async () => {
    const assign = vi.fn();
    const alert = vi.fn();
    const third = { ...QUEST, isThirdPartyGame: true, thirdPartyClientId: 'sample-game' };
    await continueQuestAfterLogin(third, {
      navigate: vi.fn(),
      assign,
      alert,
      fetchRedirect: async () => 'https://game.example/play?code=1',
    });
    expect(assign).toHaveBeenCalledWith('https://game.example/play?code=1');
    await continueQuestAfterLogin(third, {
      navigate: vi.fn(),
      assign,
      alert,
      fetchRedirect: async () => null,
    });
    expect(alert).toHaveBeenCalledWith(API_FAIL);
  });
});

describe('the quest pages', () => {
  it('lists quests with their slots and reward, and links to the leaderboards', async () => {
    server();
    await loadSession();
    renderApp('/k-quest/');
    await screen.findByRole('heading', { level: 1, name: 'K-Quest' }, { timeout: 5000 });
    const link = await screen.findByRole('link', { name: 'Starter Pack' });
    expect(link.getAttribute('href')).toBe(`/k-quest/${QUEST.slug}`);
    expect(screen.getByText('998 of 1,000 slots left')).toBeTruthy();
    // The reward by the currency's name and the display rule, never the wire's code ('1.50 KCASH').
    expect(screen.getByText('Reward: 1.5 K-Cash')).toBeTruthy();
    expect(screen.getByLabelText('Search quests')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leaderboards' }).getAttribute('href')).toBe(
      '/k-quest/?leaderboard',
    );
  });

  it('says so when there are no quests, and offers a retry when they cannot be loaded', async () => {
    server([]);
    await loadSession();
    renderApp('/k-quest/');
    await screen.findByText('No quests here yet. Check back soon.', undefined, { timeout: 5000 });
    vi.unstubAllGlobals();
    server([], 500);
    renderApp('/offerwall/');
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('shows a quest with its stages and their earnings; signed out, starting asks to sign in', async () => {
    server();
    await loadSession();
    renderApp(`/k-quest/${QUEST.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Starter Pack' }, { timeout: 5000 });
    expect(screen.getByText('Follow Colexion on Instagram')).toBeTruthy();
    expect(screen.getByText('30 K-Points')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start quest' })).toBeTruthy();
  });

  it('says who may prove a clan chiefs’ stage, and where to become one', async () => {
    const chiefs = {
      ...DETAIL.stages[0]!,
      id: '00000000-0000-4000-8000-0000000000b2',
      position: 2,
      title: 'Bring your clan',
      proofMethod: 'clanchief/v2',
    };
    server([QUEST], 200, { ...DETAIL, stages: [...DETAIL.stages, chiefs] });
    await loadSession();
    renderApp(`/k-quest/${QUEST.slug}`);
    await screen.findByRole('heading', { level: 1, name: 'Starter Pack' }, { timeout: 5000 });
    // Said once, on the chiefs' stage only, with the way to apply.
    expect(screen.getAllByText(/Only clan chiefs can prove this stage\./)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Become a clan chief' }).getAttribute('href')).toBe(
      '/clan-chief/',
    );
  });

  it('says a quest that does not exist does not exist', async () => {
    server();
    await loadSession();
    renderApp('/k-quest/no-such');
    await screen.findByText('This quest does not exist', undefined, { timeout: 5000 });
  });
});

const STAGE = DETAIL.stages[0]!;
const STARTED_AT = '2026-05-10T12:00:00.000Z';

type StageProgress = {
  status: 'open' | 'in_review' | 'completed';
  proof: null | { status: 'pending' | 'approved' | 'rejected'; value: string; reason: string | null };
};

/**
 * A signed-in user's api for one quest, with state: the quest's slots, whether the user started it,
 * and the stage's progress; `routes` replaces any call (a refusal, a proof's answer).
 */
function signedInServer(
  options: {
    slots?: number;
    started?: boolean;
    stage?: StageProgress;
    routes?: Record<string, FakeRoute>;
    /** The first start's answer is lost on the way (after the api may well have started it). */
    loseFirstStart?: boolean;
  } = {},
) {
  let lost = false;
  const state = {
    slots: options.slots ?? QUEST.remainingSlots,
    started: options.started ?? false,
    stage: options.stage ?? ({ status: 'open', proof: null } as StageProgress),
  };
  const userQuest = () => ({
    questId: QUEST.id,
    status: 'started',
    score: 0,
    startedAt: STARTED_AT,
    completedAt: null,
  });
  const proofOf = (p: NonNullable<StageProgress['proof']>) => ({
    id: '00000000-0000-4000-8000-0000000000d1',
    questId: QUEST.id,
    stageId: STAGE.id,
    method: 'v2',
    submissionType: 'Instagram',
    value: p.value,
    status: p.status,
    reason: p.reason,
    createdAt: STARTED_AT,
    reviewedAt: p.status === 'pending' ? null : STARTED_AT,
  });
  const fake = stubServer({
    '/api/users/me/profile': () => ok(USER),
    '/api/banners': () => ok([]),
    [`/api/quest/${QUEST.slug}`]: () => ok({ ...DETAIL, remainingSlots: state.slots }),
    [`/api/quest/leaderboard/${QUEST.id}`]: () => ok({ entries: [], total: 0 }),
    '/api/userquest/queststatus': () =>
      ok({
        questId: QUEST.id,
        hasStarted: state.started,
        userQuest: state.started ? userQuest() : null,
        stages: state.started
          ? [
              {
                stageId: STAGE.id,
                status: state.stage.status,
                completedAt: state.stage.status === 'completed' ? STARTED_AT : null,
                proof: state.stage.proof ? proofOf(state.stage.proof) : null,
              },
            ]
          : [],
      }),
    'POST /api/userquest/start': () => {
      if (options.loseFirstStart && !lost) {
        lost = true;
        throw new TypeError('Failed to fetch');
      }
      state.slots -= 1;
      state.started = true;
      return ok({ ...userQuest(), remainingSlots: state.slots }, 201);
    },
    'POST /api/proof': ({ body }) => {
      const { value } = body as { value: string };
      state.stage = { status: 'in_review', proof: { status: 'pending', value, reason: null } };
      return ok(
        {
          proof: proofOf(state.stage.proof!),
          stage: { stageId: STAGE.id, status: 'in_review', completedAt: null },
          userQuest: userQuest(),
        },
        201,
      );
    },
    ...options.routes,
  });
  return { ...fake, state };
}

async function openQuest() {
  signIn(USER, 'phone');
  renderApp(`/k-quest/${QUEST.slug}`);
  await screen.findByRole('heading', { level: 1, name: QUEST.title }, { timeout: 10_000 });
}

const idempotencyKeyOf = (request: { init: RequestInit } | undefined) =>
  new Headers(request?.init.headers).get('Idempotency-Key');

describe('starting a quest', () => {
  it('takes a slot with an Idempotency-Key, then shows the slots left and the quest as started', async () => {
    const { requests } = signedInServer();
    await openQuest();
    expect(screen.getByText('998 of 1,000 slots left')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Start quest' }));
    expect(await screen.findByText('997 of 1,000 slots left', undefined, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('You are on this quest. Complete its stages below.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start quest' })).toBeNull();
    const starts = requests('/api/userquest/start');
    expect(starts).toHaveLength(1);
    expect(starts[0]!.method).toBe('POST');
    expect(starts[0]!.body).toEqual({ questId: QUEST.id });
    expect(idempotencyKeyOf(starts[0])).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(STORAGE_KEYS.gameId)).toBe(GAME.id);
  });

  it('shows why a full quest cannot be started, and leaves it not started', async () => {
    signedInServer({
      routes: {
        'POST /api/userquest/start': () => failure(409, 'QUEST_FULL', 'No slots are left in this quest'),
      },
    });
    await openQuest();
    fireEvent.click(await screen.findByRole('button', { name: 'Start quest' }));
    const alert = await screen.findByText('No slots are left in this quest', { selector: '[role="alert"]' });
    expect(alert).toBeTruthy();
    expect(screen.getByText('998 of 1,000 slots left')).toBeTruthy();
    expect(screen.queryByText('You are on this quest. Complete its stages below.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start quest' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps its key for a retry after a lost answer, so the api can answer the first start again', async () => {
    const { requests } = signedInServer({ loseFirstStart: true });
    await openQuest();
    fireEvent.click(await screen.findByRole('button', { name: 'Start quest' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start quest' }));
    expect(await screen.findByText('You are on this quest. Complete its stages below.')).toBeTruthy();
    const [first, second] = requests('/api/userquest/start');
    expect(idempotencyKeyOf(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeyOf(second)).toBe(idempotencyKeyOf(first));
  });

  it('offers no start on a quest that has ended or is full', async () => {
    const { requests } = signedInServer({
      routes: {
        [`/api/quest/${QUEST.slug}`]: () =>
          ok({ ...DETAIL, state: 'ended', isStillValid: false, endsAt: '2020-01-01T00:00:00.000Z' }),
      },
    });
    await openQuest();
    expect(screen.getByText('Ended')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Start quest' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(requests('/api/userquest/start')).toHaveLength(0);
  });
});

describe('submitting a proof', () => {
  it('refuses a link of the wrong kind with the pattern message, sending nothing', async () => {
    const { requests } = signedInServer({ started: true });
    await openQuest();
    const field = await screen.findByLabelText('Your Instagram proof', undefined, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'https://twitter.com/colexion/status/1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send proof' }));
    const message = await screen.findByText('Please enter valid link', { selector: '[role="alert"]' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(requests('/api/proof')).toHaveLength(0);
  });

  it('sends a matching link with an Idempotency-Key and shows the proof waiting for review', async () => {
    const { requests } = signedInServer({ started: true });
    await openQuest();
    const field = await screen.findByLabelText('Your Instagram proof', undefined, { timeout: 5000 });
    fireEvent.change(field, { target: { value: '  https://www.instagram.com/p/Cx12ab/  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send proof' }));
    expect(
      await screen.findByText('Proof sent: waiting for review', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Your Instagram proof')).toBeNull();
    const sent = requests('/api/proof');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({
      stageId: STAGE.id,
      submissionType: 'Instagram',
      value: 'https://www.instagram.com/p/Cx12ab/',
    });
    expect(idempotencyKeyOf(sent[0])).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names a plain link proof in the reader’s words, a network’s proof by the network', async () => {
    const linkStage = { ...STAGE, submissionType: 'link' };
    signedInServer({
      started: true,
      routes: { [`/api/quest/${QUEST.slug}`]: () => ok({ ...DETAIL, stages: [linkStage] }) },
    });
    await changeLanguage('hi');
    try {
      await openQuest();
      expect(await screen.findByLabelText('आपका लिंक प्रूफ़', undefined, { timeout: 5000 })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it("shows the server's refusal of a proof and keeps the form", async () => {
    signedInServer({
      started: true,
      routes: {
        'POST /api/proof': () =>
          failure(409, 'PROOF_VALUE_TAKEN', 'This proof was already submitted by another user'),
      },
    });
    await openQuest();
    const field = await screen.findByLabelText('Your Instagram proof', undefined, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'https://instagram.com/p/taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send proof' }));
    expect(
      await screen.findByText('This proof was already submitted by another user', {
        selector: '[role="alert"]',
      }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Your Instagram proof')).toBeTruthy();
    expect(screen.getByText('To do')).toBeTruthy();
  });

  it("shows a rejected proof's reason and lets the user send another", async () => {
    signedInServer({
      started: true,
      stage: {
        status: 'open',
        proof: { status: 'rejected', value: 'https://instagram.com/p/old', reason: 'The post is private' },
      },
    });
    await openQuest();
    expect(
      await screen.findByText(
        'Your proof was not accepted: The post is private. You can send another.',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Your Instagram proof')).toBeTruthy();
  });

  it('shows a completed stage as completed, with the way to collect its earnings', async () => {
    signedInServer({
      started: true,
      stage: {
        status: 'completed',
        proof: { status: 'approved', value: 'https://instagram.com/p/ok', reason: null },
      },
    });
    await openQuest();
    expect(await screen.findByText('Completed', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Your Instagram proof')).toBeNull();
    expect(screen.getByRole('link', { name: 'Collect your earnings' }).getAttribute('href')).toBe(
      '/collect-earnings',
    );
  });
});

describe("a third-party game's quest", () => {
  const CLIENT_ID = 'sample-game';
  const V3 = { ...STAGE, proofMethod: 'v3', title: 'Hit 5 targets' };
  const thirdParty = (redirect: FakeRoute) =>
    signedInServer({
      routes: {
        [`/api/quest/${QUEST.slug}`]: () =>
          ok({ ...DETAIL, isThirdPartyGame: true, thirdPartyClientId: CLIENT_ID, stages: [V3] }),
        '/api/third-party-client/redirect-url': redirect,
      },
    });

  it('offers Play: starts the quest with its key, then asks where the game wants the player', async () => {
    const { requests } = thirdParty(() => ok({ redirectUrl: 'http://127.0.0.1:4000/callback?code=abc' }));
    await openQuest();
    expect(
      screen.getByText(
        `You play this quest in ${isolate('Colexion')}: your result comes back here by itself.`,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(requests('/api/third-party-client/redirect-url')).toHaveLength(1));
    const [start] = requests('/api/userquest/start');
    expect(idempotencyKeyOf(start)).toMatch(/^[0-9a-f]{32}$/);
    const redirect = requests('/api/third-party-client/redirect-url')[0]!;
    expect(Object.fromEntries(redirect.url.searchParams)).toEqual({ clientId: CLIENT_ID, questId: QUEST.id });
    // Started: the game confirms the stage; no proof form is offered for it.
    expect(
      await screen.findByText(`${isolate('Colexion')} confirms this stage when you reach it in the game.`),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send proof' })).toBeNull();
  });

  it('shows the API_FAIL alert when the redirect URL cannot be had', async () => {
    thirdParty(() => failure(404, 'THIRD_PARTY_CLIENT_NOT_FOUND', 'This game is not available'));
    await openQuest();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText(API_FAIL, { selector: '[role="alert"]' })).toBeTruthy();
  });

  it('goes on to the game after a sign-in on its page, started first', async () => {
    const { requests } = thirdParty(() => ok({ redirectUrl: 'http://127.0.0.1:4000/callback?code=abc' }));
    await loadSession(); // nothing remembered: signed out
    renderApp(`/k-quest/${QUEST.slug}`);
    await screen.findByRole('heading', { level: 1, name: QUEST.title }, { timeout: 10_000 });
    act(() => signIn(USER, 'phone'));
    await waitFor(() => expect(requests('/api/third-party-client/redirect-url')).toHaveLength(1));
    expect(requests('/api/userquest/start')).toHaveLength(1);
  });

  it('stays on its page when the session is only found again as the page loads (back from the game)', async () => {
    const { requests } = thirdParty(() => ok({ redirectUrl: 'http://127.0.0.1:4000/callback?code=abc' }));
    await loadSession(); // signed out while the page draws
    renderApp(`/k-quest/${QUEST.slug}`);
    await screen.findByRole('heading', { level: 1, name: QUEST.title }, { timeout: 10_000 });
    localStorage.setItem(STORAGE_KEYS.userId, USER.id);
    await act(() => loadSession());
    // Signed in (the quest's progress is read), yet neither started nor sent to the game again.
    await waitFor(() => expect(requests('/api/userquest/queststatus')).not.toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests('/api/userquest/start')).toHaveLength(0);
    expect(requests('/api/third-party-client/redirect-url')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('neither starts nor alerts after a sign-in on a flagged quest whose game has no client', async () => {
    const { requests } = signedInServer({
      routes: {
        [`/api/quest/${QUEST.slug}`]: () =>
          ok({ ...DETAIL, isThirdPartyGame: true, thirdPartyClientId: null, stages: [V3] }),
      },
    });
    await loadSession();
    renderApp(`/k-quest/${QUEST.slug}`);
    await screen.findByRole('heading', { level: 1, name: QUEST.title }, { timeout: 10_000 });
    act(() => signIn(USER, 'phone'));
    // Done on its page by proofs: Start, and the stage's proof field once started.
    expect(await screen.findByRole('button', { name: 'Start quest' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests('/api/userquest/start')).toHaveLength(0);
    expect(screen.queryByText(API_FAIL)).toBeNull();
  });

  it('does not go to the game when the quest could not be started', async () => {
    const { requests } = signedInServer({
      routes: {
        [`/api/quest/${QUEST.slug}`]: () =>
          ok({ ...DETAIL, isThirdPartyGame: true, thirdPartyClientId: CLIENT_ID, stages: [V3] }),
        'POST /api/userquest/start': () => failure(409, 'QUEST_FULL', 'No slots are left in this quest'),
        '/api/third-party-client/redirect-url': () => ok({ redirectUrl: 'http://127.0.0.1:4000/callback' }),
      },
    });
    await openQuest();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(
      await screen.findByText('No slots are left in this quest', { selector: '[role="alert"]' }),
    ).toBeTruthy();
    expect(requests('/api/third-party-client/redirect-url')).toHaveLength(0);
  });
});
