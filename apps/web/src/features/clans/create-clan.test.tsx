import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSession, signIn } from '../../lib/session';
import { failure, ok, USER, stubServer } from '../../test/fake-server.fixtures';
import { renderApp } from '../../test/render-app';
import { CLAN_ID, clanDetail, clanRoutes, clanStatus } from './clans.fixtures';

const LAZY = { timeout: 10_000 };
const LOGO_ID = '1e6a0000-0000-4000-8000-000000000001';
const CHALLENGE = {
  challengeId: 'c0a1e2b3-0000-4000-8000-000000000010',
  phoneNumber: '••••••3210',
  expiresAt: new Date(Date.now() + 300_000).toISOString(),
  resendAvailableAt: new Date(Date.now() + 30_000).toISOString(),
};

/** The create form of an approved chief in no clan; `created` once the api made the clan. */
async function openForm() {
  let created = false;
  const server = stubServer({
    ...clanRoutes(clanStatus('approvedChief')),
    '/api/platform-clans/status': () => ok(created ? clanStatus('chief') : clanStatus('approvedChief')),
    [`/api/platform-clans/v2/${CLAN_ID}`]: () => ok(clanDetail(USER.id)),
    '/api/platform-clans/images': ({ url }) =>
      ok(
        {
          imageId: LOGO_ID,
          imageType: url.searchParams.get('imageType'),
          page: 'create-clan',
          clanId: null,
          url: `/api/platform-clans/images/${LOGO_ID}`,
        },
        201,
      ),
    '/api/platform-clans/otp': () => ok(CHALLENGE, 201),
    'POST /api/platform-clans': ({ body }) => {
      if ((body as { clanName: string }).clanName === 'Taken Name') return failure(409, 'CLAN_NAME_TAKEN');
      created = true;
      return ok(clanDetail(USER.id), 201);
    },
  });
  signIn(USER, 'phone');
  renderApp('/my-clan/');
  fireEvent.click(await screen.findByRole('link', { name: 'Create your clan' }, LAZY));
  await screen.findByRole('region', { name: 'Create your clan' }, LAZY);
  return server;
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' | ');

beforeEach(async () => {
  localStorage.clear();
  await loadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('creating a clan', () => {
  it('checks the form by the domain’s rules first, sending nothing, and focuses the first wrong field', async () => {
    const { requests } = await openForm();
    fireEvent.change(textbox('Clan name'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(textbox('Clan name')));
    expect(messageOf(textbox('Clan name'))).toBe('Please enter a clan name of 3 to 30 characters');
    expect(messageOf(screen.getByRole('combobox', { name: 'City' }))).toBe('Please enter city');
    fireEvent.change(textbox('Clan name'), { target: { value: 'Raid$rs' } });
    fireEvent.change(textbox('Referrer’s mobile number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(messageOf(textbox('Clan name'))).toBe(
        'A clan name takes letters, digits, spaces, _, - and . only',
      ),
    );
    expect(messageOf(textbox('Referrer’s mobile number'))).toMatch(/Enter valid mobile number/i);
    expect(requests('/api/platform-clans/otp')).toEqual([]);
  });

  it('refuses a logo that is not a JPEG before sending it, in the api’s words; a JPEG is uploaded and shown', async () => {
    const { requests } = await openForm();
    const input = screen.getByLabelText('Choose a logo') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Only JPEG images are allowed')).toBeTruthy();
    expect(requests('/api/platform-clans/images')).toEqual([]);
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'logo.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [jpeg] } });
    await screen.findByLabelText('Replace logo');
    const [upload] = requests('/api/platform-clans/images');
    expect(upload?.url.search).toBe('?page=create-clan&imageType=logo');
    expect(upload?.init.headers).toMatchObject({ 'Content-Type': 'image/jpeg' });
  });

  it('sends the create clan code, creates the clan with it and lands on the new clan; a taken name goes back to its field', async () => {
    const { requests } = await openForm();
    fireEvent.change(screen.getByLabelText('Choose a logo'), {
      target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'logo.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByLabelText('Replace logo');
    fireEvent.change(textbox('Clan name'), { target: { value: 'Taken Name' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'Pune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your new clan' });
    expect(requests('/api/platform-clans/otp')[0]?.body).toEqual({ type: 'create_clan' });
    fireEvent.change(within(dialog).getByLabelText('One-time code'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create clan' }));
    await waitFor(() => expect(messageOf(textbox('Clan name'))).toBe('Another clan already has this name'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(textbox('Clan name'), { target: { value: 'Pune Panthers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm your new clan' });
    fireEvent.change(within(dialog).getByLabelText('One-time code'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create clan' }));
    expect(await screen.findByRole('heading', { name: 'MumbaiMavericks' }, LAZY)).toBeTruthy();
    expect(
      requests('/api/platform-clans')
        .filter((r) => r.method === 'POST')
        .at(-1)?.body,
    ).toEqual({
      clanName: 'Pune Panthers',
      city: 'Pune',
      country: 'IN',
      clanLogo: LOGO_ID,
      bannerImage: null,
      description: '',
      referrerPhoneNumber: '',
      referrerPhoneNumberCountryCode: 'IN',
      challengeId: CHALLENGE.challengeId,
      code: '654321',
    });
  });
});
