import { AppError } from '@kp/domain/errors';
import { SHARE_CHANNELS, type ShareChannel } from '@kp/domain/pog';
import { pogCardNamePath, pogCardPath, withUtmSource } from '@kp/domain/pog-card';
import type { PogContext } from './pog-context';
import type { PogCardRow } from './pog.repository';

/**
 * Sharing a minted card (`users/pog/share`): the share is counted per card and channel, and the
 * answer is the card's public page with `utm_source=<channel>`. The `share_pog_card_on_x` task
 * asks `cardLinks` which of our pages a post must link to count as sharing the user's card.
 */
export function createSharePog(ctx: PogContext) {
  const { repository, clock, publicUrl } = ctx;

  /** The user's newest minted card, or null before one is minted. */
  async function latestMinted(userId: string): Promise<PogCardRow | null> {
    return (await repository.listCards(userId)).find((card) => card.status === 'minted') ?? null;
  }

  /** A card's public pages (by its POG name, the share modal's; by its token id), and its images. */
  function linksOf(card: PogCardRow): string[] {
    const name = encodeURIComponent(card.name);
    return [
      `${publicUrl}${pogCardNamePath(card.name)}`,
      `${publicUrl}${pogCardPath(card.tokenId.toString())}`,
      `${publicUrl}/api/pog-card/${name}/front`,
      `${publicUrl}/api/pog-card/${name}/back`,
    ];
  }

  return {
    async share(userId: string, channel: ShareChannel) {
      const card = await latestMinted(userId);
      if (!card) throw new AppError('POG_CARD_NOT_MINTED');
      await repository.countShare(card.id, channel, clock.now());
      const counted = new Map((await repository.listShares(card.id)).map((row) => [row.channel, row.count]));
      const [page] = linksOf(card);
      return {
        channel,
        tokenId: card.tokenId.toString(),
        name: card.name,
        url: withUtmSource(page!, channel),
        shares: Object.fromEntries(SHARE_CHANNELS.map((c) => [c, counted.get(c) ?? 0])) as Record<
          ShareChannel,
          number
        >,
      };
    },

    /** The pages a post may link to share the user's cards (any minted one), or null: none minted. */
    async cardLinks(userId: string): Promise<string[] | null> {
      const minted = (await repository.listCards(userId)).filter((card) => card.status === 'minted');
      return minted.length ? minted.flatMap(linksOf) : null;
    },
  };
}
