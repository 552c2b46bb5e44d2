import type { DbOrTx } from '../../db/client';
import { createGamesRepository, type NewGame } from './games.repository';

/** An SVG as a base64 data URI, the way the catalogue keeps an image it serves itself. */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A square icon: the game's initials on a two-colour gradient. */
export function monogramIcon(initials: string, from: string, to: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="20" fill="url(#g)"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** A wide cover: the same gradient with soft shapes. */
function coverImage(from: string, to: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="120" fill="url(#g)"/><circle cx="260" cy="20" r="70" fill="#fff" fill-opacity=".12"/><circle cx="40" cy="120" r="50" fill="#000" fill-opacity=".15"/></svg>`,
  );
}

const look = (initials: string, from: string, to: string) => ({
  iconUrl: monogramIcon(initials, from, to),
  coverImageUrl: coverImage(from, to),
});

/** The demo catalogue: the partner games of the quest pages first, then the rest. */
export const DEMO_GAMES: NewGame[] = [
  {
    slug: 'bullieverse',
    name: 'Bullieverse',
    description: 'Open-world hunting and racing in a neon metaverse.',
    genres: ['action', 'racing', 'metaverse'],
    platforms: ['windows', 'mac', 'browser'],
    networks: ['polygon', 'ethereum'],
    loginMethod: 'in_game_email',
    sortOrder: 10,
    ...look('BV', '#f97316', '#7c3aed'),
  },
  {
    slug: 'colexion',
    name: 'Colexion',
    description: 'Collect, trade and battle with digital sports cards.',
    genres: ['card_game', 'sports'],
    platforms: ['android', 'ios', 'browser'],
    networks: ['polygon'],
    loginMethod: 'user_name',
    sortOrder: 20,
    ...look('CX', '#0ea5e9', '#1e3a8a'),
  },
  {
    slug: 'dark-throne',
    name: 'Dark Throne',
    description: 'A gothic dungeon crawler with co-op raids.',
    genres: ['rpg', 'roguelike'],
    platforms: ['windows', 'browser'],
    networks: ['immutable_zkevm'],
    loginMethod: 'in_game_user_id',
    sortOrder: 30,
    ...look('DT', '#991b1b', '#111827'),
  },
  {
    slug: 'cricket-clash',
    name: 'Cricket Clash',
    description: 'Quick T10 matches against players across India.',
    genres: ['sports', 'casual'],
    platforms: ['android', 'browser'],
    networks: [],
    loginMethod: 'user_name',
    sortOrder: 40,
    ...look('CC', '#16a34a', '#065f46'),
  },
  {
    slug: 'favela-racer',
    name: 'Favela Racer',
    description: 'Street racing through the hills of Rio.',
    genres: ['racing', 'arcade'],
    platforms: ['android', 'ios'],
    networks: ['base'],
    loginMethod: 'metamask_wallet',
    sortOrder: 50,
    ...look('FR', '#facc15', '#db2777'),
  },
  {
    slug: 'solstice-arena',
    name: 'Solstice Arena',
    description: 'Five-a-side MOBA battles, fifteen minutes a match.',
    genres: ['moba', 'strategy'],
    platforms: ['windows', 'mac', 'pc'],
    networks: ['solana'],
    loginMethod: 'solana_wallet',
    sortOrder: 60,
    ...look('SA', '#14b8a6', '#4338ca'),
  },
  {
    slug: 'frontline-ops',
    name: 'Frontline Ops',
    description: 'Tactical squad shooter with ranked seasons on Steam.',
    genres: ['shooter', 'battle_royale'],
    platforms: ['windows', 'pc'],
    networks: [],
    loginMethod: 'steam_id',
    sortOrder: 70,
    ...look('FO', '#64748b', '#0f172a'),
  },
  {
    slug: 'pixel-farm',
    name: 'Pixel Farm',
    description: 'Grow, craft and trade on a cosy island with friends.',
    genres: ['simulation', 'casual', 'sandbox'],
    platforms: ['browser', 'android', 'ios'],
    networks: ['ronin'],
    loginMethod: 'in_game_wallet',
    sortOrder: 80,
    ...look('PF', '#84cc16', '#0369a1'),
  },
];

/** Demo games so a first start looks alive; returns their ids by slug. */
export async function seedDemoGames(tx: DbOrTx): Promise<Map<string, string>> {
  const rows = await createGamesRepository(tx).insertGames(DEMO_GAMES);
  return new Map(rows.map((r) => [r.slug, r.id]));
}
