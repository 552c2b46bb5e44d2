import { artUrl, type ArtPalette } from '@kp/domain/art';
import type { DbOrTx } from '../../db/client';
import { createGamesRepository, type NewGame } from './games.repository';

/** A demo game's look: its icon and cover drawn from one glyph of the platform art on a palette. */
const look = (icon: string, palette: ArtPalette) => ({
  iconUrl: artUrl({ kind: 'icon', icon, palette }, 192, 'webp'),
  coverImageUrl: artUrl({ kind: 'cover', icon, palette }, 640, 'webp'),
});

/** The demo catalogue (descriptions in English, Hindi and Portuguese): the partner games of the quest pages first, then the rest. */
export const DEMO_GAMES: NewGame[] = [
  {
    slug: 'bullieverse',
    name: 'Bullieverse',
    description: 'Open-world hunting and racing in a neon metaverse.',
    translations: {
      hi: { description: 'नियॉन मेटावर्स में ओपन-वर्ल्ड शिकार और रेसिंग।' },
      pt: { description: 'Caça e corrida em mundo aberto num metaverso neon.' },
    },
    genres: ['action', 'racing', 'metaverse'],
    platforms: ['windows', 'mac', 'browser'],
    networks: ['polygon', 'ethereum'],
    loginMethod: 'in_game_email',
    sortOrder: 10,
    ...look('bull', 'ember'),
  },
  {
    slug: 'colexion',
    name: 'Colexion',
    description: 'Collect, trade and battle with digital sports cards.',
    translations: {
      hi: { description: 'डिजिटल स्पोर्ट्स कार्ड इकट्ठा करो, ट्रेड करो और उनसे बैटल करो।' },
      pt: { description: 'Colecione, troque e batalhe com cards esportivos digitais.' },
    },
    genres: ['card_game', 'sports'],
    platforms: ['android', 'ios', 'browser'],
    networks: ['polygon'],
    loginMethod: 'user_name',
    sortOrder: 20,
    ...look('card-random', 'ocean'),
  },
  {
    slug: 'dark-throne',
    name: 'Dark Throne',
    description: 'A gothic dungeon crawler with co-op raids.',
    translations: {
      hi: { description: 'को-ऑप रेड वाला गॉथिक डंजन क्रॉलर।' },
      pt: { description: 'Um dungeon crawler gótico com raides cooperativas.' },
    },
    genres: ['rpg', 'roguelike'],
    platforms: ['windows', 'browser'],
    networks: ['immutable_zkevm'],
    loginMethod: 'in_game_user_id',
    sortOrder: 30,
    ...look('throne-king', 'crimson'),
  },
  {
    slug: 'cricket-clash',
    name: 'Cricket Clash',
    description: 'Quick T10 matches against players across India.',
    translations: {
      hi: { description: 'पूरे भारत के प्लेयर्स के खिलाफ फटाफट T10 मैच।' },
      pt: { description: 'Partidas rápidas de T10 contra jogadores de toda a Índia.' },
    },
    genres: ['sports', 'casual'],
    platforms: ['android', 'browser'],
    networks: [],
    loginMethod: 'user_name',
    sortOrder: 40,
    ...look('cricket-bat', 'jungle'),
  },
  {
    slug: 'favela-racer',
    name: 'Favela Racer',
    description: 'Street racing through the hills of Rio.',
    translations: {
      hi: { description: 'रियो की पहाड़ियों में स्ट्रीट रेसिंग।' },
      pt: { description: 'Rachas de rua pelos morros do Rio.' },
    },
    genres: ['racing', 'arcade'],
    platforms: ['android', 'ios'],
    networks: ['base'],
    loginMethod: 'metamask_wallet',
    sortOrder: 50,
    ...look('race-car', 'carnival'),
  },
  {
    slug: 'solstice-arena',
    name: 'Solstice Arena',
    description: 'Five-a-side MOBA battles, fifteen minutes a match.',
    translations: {
      hi: { description: '5 बनाम 5 MOBA बैटल, हर मैच पंद्रह मिनट का।' },
      pt: { description: 'Batalhas MOBA de cinco contra cinco, quinze minutos por partida.' },
    },
    genres: ['moba', 'strategy'],
    platforms: ['windows', 'mac', 'pc'],
    networks: ['solana'],
    loginMethod: 'solana_wallet',
    sortOrder: 60,
    ...look('crossed-swords', 'neon'),
  },
  {
    slug: 'frontline-ops',
    name: 'Frontline Ops',
    description: 'Tactical squad shooter with ranked seasons on Steam.',
    translations: {
      hi: { description: 'Steam पर रैंक्ड सीज़न वाला टैक्टिकल स्क्वाड शूटर।' },
      pt: { description: 'Shooter tático em esquadrão com temporadas ranqueadas na Steam.' },
    },
    genres: ['shooter', 'battle_royale'],
    platforms: ['windows', 'pc'],
    networks: [],
    loginMethod: 'steam_id',
    sortOrder: 70,
    ...look('pistol-gun', 'steel'),
  },
  {
    slug: 'pixel-farm',
    name: 'Pixel Farm',
    description: 'Grow, craft and trade on a cosy island with friends.',
    translations: {
      hi: { description: 'दोस्तों के साथ एक प्यारे से आइलैंड पर खेती करो, चीज़ें बनाओ और ट्रेड करो।' },
      pt: { description: 'Plante, crie e negocie numa ilha aconchegante com os amigos.' },
    },
    genres: ['simulation', 'casual', 'sandbox'],
    platforms: ['browser', 'android', 'ios'],
    networks: ['ronin'],
    loginMethod: 'in_game_wallet',
    sortOrder: 80,
    ...look('farm-tractor', 'gold'),
  },
];

/** Demo games so a first start looks alive; returns their ids by slug. */
export async function seedDemoGames(tx: DbOrTx): Promise<Map<string, string>> {
  const rows = await createGamesRepository(tx).insertGames(DEMO_GAMES);
  return new Map(rows.map((r) => [r.slug, r.id]));
}
