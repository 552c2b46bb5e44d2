import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, USER, stubServer, type FakeRoute } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { CLAN_ID, clanDetail, clanList, clanRoutes, clanStatus, MEMBER_ID } from './clans.fixtures';
import { isolate } from '../../components/user-text';

const LAZY = { timeout: 10_000 };
const CHALLENGE = {
  challengeId: 'c0a1e2b3-0000-4000-8000-000000000009',
  phoneNumber: '••••••3210',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
};

async function openPage(routes: Record<string, FakeRoute>, url = '/my-clan/') {
  const server = stubServer(routes);
  signIn(USER, 'phone');
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'My clan' }, LAZY);
  return { ...server, view };
}

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('my clan, as a member', () => {
  it('shows the clan, its members with roles and XP, its stats by dashboard type and POG said honestly', async () => {
    await openPage(clanRoutes(clanStatus('member'), clanDetail()));
    expect(await screen.findByRole('heading', { name: 'MumbaiMavericks' }, LAZY)).toBeTruthy();
    expect(screen.getByText('Mumbai, India')).toBeTruthy();
    expect(screen.getByText('3/50')).toBeTruthy();
    const members = screen.getByRole('region', { name: 'Members' });
    const rows = within(members)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'MMavChiefXP: 1,200Chief',
      'ggamer01 (you)XP: 340Member',
      'RRaidQueenXP: 80Member',
    ]);
    expect(within(members).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(await screen.findByText('Completed by the clan: 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'K-Drop campaigns' }));
    expect(await screen.findByText('Completed by the clan: 1')).toBeTruthy();
    expect(await screen.findByText(/POG scores count once Proof of Gamer cards exist/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete clan' })).toBeNull();
  });

  it('leaves after a confirmation that says the rule’s rejoin wait, then shows clans and when they can join', async () => {
    let status = clanStatus('member');
    const wait = { days: 3, availableAt: '2026-12-01T10:00:00.000Z' };
    const { requests } = await openPage({
      ...clanRoutes(status, clanDetail()),
      '/api/platform-clans/status': () => ok(status),
      'DELETE /api/platform-user-clans': () => {
        status = clanStatus('gamer', { clanLeave: wait });
        return ok(status);
      },
      '/api/platform-clans': () => ok({ clans: clanList(2), total: 2 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave clan' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: `Leave ${isolate('MumbaiMavericks')}?` });
    expect(within(dialog).getByText('You can join a clan again in 3 days.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave clan' }));
    expect(await screen.findByRole('heading', { name: 'Find a clan' }, LAZY)).toBeTruthy();
    expect(requests('/api/platform-user-clans').map((r) => r.method)).toEqual(['DELETE']);
    expect(screen.getByText(/You can join a clan again on/)).toBeTruthy();
    // Join while the wait runs: the wait-list modal, and nothing sent.
    fireEvent.click(await screen.findByRole('button', { name: 'Join Clan 1' }));
    const waitList = await screen.findByRole('dialog', { name: 'You can join a clan again soon' });
    expect(within(waitList).getByText('3 days left')).toBeTruthy();
    expect(requests('/api/platform-user-clans').map((r) => r.method)).toEqual(['DELETE']);
  });
});

describe('my clan, as its chief', () => {
  const chiefRoutes = (waits = {}) => clanRoutes(clanStatus('chief', waits), clanDetail(USER.id));

  it('removes a member after the remove clan modal', async () => {
    const after = {
      ...clanDetail(USER.id),
      memberCount: 1,
      members: clanDetail(USER.id).members.slice(0, 1),
    };
    const { requests } = await openPage({
      ...chiefRoutes(),
      [`DELETE /api/platform-clans/${CLAN_ID}/members/${MEMBER_ID}`]: () => ok(after),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove RaidQueen from the clan' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Remove RaidQueen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const members = screen.getByRole('region', { name: 'Members' });
    await waitFor(() => expect(within(members).queryByText('RaidQueen')).toBeNull());
    expect(screen.getByText('1/50')).toBeTruthy();
    expect(requests(`/api/platform-clans/${CLAN_ID}/members/${MEMBER_ID}`)).toHaveLength(1);
  });

  it('says when the clan may be deleted while the rule’s wait runs', async () => {
    await openPage(chiefRoutes({ clanDelete: { days: 5, availableAt: '2026-12-05T10:00:00.000Z' } }));
    const button = (await screen.findByRole(
      'button',
      { name: /Delete possible from/ },
      LAZY,
    )) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('A new clan cannot be deleted yet: 5 days left.')).toBeTruthy();
  });

  it('deletes the clan through the delete clan code flow, a wrong code said in its modal', async () => {
    let isDeleted = false;
    const { requests } = await openPage({
      ...chiefRoutes(),
      '/api/platform-clans/status': () => ok(isDeleted ? clanStatus('approvedChief') : clanStatus('chief')),
      '/api/platform-clans/otp': () => ok(CHALLENGE, 201),
      [`DELETE /api/platform-clans/${CLAN_ID}`]: ({ body }) => {
        if ((body as { code: string }).code !== '123456') return failure(400, 'OTP_INVALID');
        isDeleted = true;
        return ok(clanStatus('approvedChief'));
      },
      '/api/platform-clans': () => ok({ clans: [], total: 0 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete clan' }, LAZY));
    const confirm = await screen.findByRole('dialog', { name: `Delete ${isolate('MumbaiMavericks')}?` });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send code' }));
    const codeDialog = await screen.findByRole('dialog', { name: 'Confirm deleting your clan' });
    expect(requests('/api/platform-clans/otp')[0]?.body).toEqual({ type: 'delete_clan' });
    fireEvent.change(within(codeDialog).getByLabelText('One-time code'), { target: { value: '000000' } });
    fireEvent.click(within(codeDialog).getByRole('button', { name: 'Delete clan' }));
    expect(await within(codeDialog).findByText('The code is not correct')).toBeTruthy();
    fireEvent.change(within(codeDialog).getByLabelText('One-time code'), { target: { value: '123456' } });
    fireEvent.click(within(codeDialog).getByRole('button', { name: 'Delete clan' }));
    expect(await screen.findByRole('heading', { name: 'Create your clan' }, LAZY)).toBeTruthy();
    expect(requests(`/api/platform-clans/${CLAN_ID}`).at(-1)?.body).toEqual({
      challengeId: CHALLENGE.challengeId,
      code: '123456',
    });
  });
});

describe('my clan, in no clan', () => {
  it('lists clans to join (a full one marked), shows more, searches, and joins', async () => {
    let joined = false;
    const { requests } = await openPage({
      ...clanRoutes(clanStatus('gamer'), clanDetail()),
      '/api/platform-clans/status': () => ok(joined ? clanStatus('member') : clanStatus('gamer')),
      '/api/platform-clans': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        if (url.searchParams.get('search')) return ok({ clans: clanList(1, 40), total: 1 });
        return ok({ clans: clanList(offset ? 2 : 12, offset), total: 14 });
      },
      'POST /api/platform-user-clans': () => {
        joined = true;
        return ok(
          {
            membership: {
              clanId: CLAN_ID,
              clanName: 'MumbaiMavericks',
              role: 'Member',
              joinedAt: '2026-11-26T10:00:00.000Z',
            },
          },
          201,
        );
      },
    });
    expect(await screen.findByRole('link', { name: 'Apply to become a clan chief' }, LAZY)).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Find a clan' }, LAZY);
    const list = await within(section).findByRole('list', {}, LAZY);
    await within(list).findByText('Clan 1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(within(list).getByText('Full')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Clan 3' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more clans' }));
    expect(await screen.findByText('Clan 14')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more clans' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search clans' }), {
      target: { value: ' Pune ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join Clan 41' }));
    expect(requests('/api/platform-clans').at(-1)?.url.searchParams.get('search')).toBe('Pune');
    expect(await screen.findByRole('heading', { name: 'MumbaiMavericks' }, LAZY)).toBeTruthy();
    expect(requests('/api/platform-user-clans')[0]?.body).toEqual({ clanId: clanList(1, 40)[0]!.id });
  });

  it('opens the wait list modal when the api refuses a join for the rejoin wait', async () => {
    await openPage({
      ...clanRoutes(clanStatus('gamer')),
      '/api/platform-clans': () => ok({ clans: clanList(2), total: 2 }),
      'POST /api/platform-user-clans': () =>
        new Response(
          JSON.stringify({
            statusCode: 409,
            errorCode: 'CLAN_REJOIN_TOO_SOON',
            message: 'You left a clan recently. Days before you can join one again: 2',
            params: { days: 2 },
            details: { availableAt: '2026-11-28T10:00:00.000Z' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Clan 1' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'You can join a clan again soon' });
    expect(within(dialog).getByText('2 days left')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
