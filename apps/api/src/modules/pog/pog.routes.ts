import type { FastifyInstance } from 'fastify';
import {
  activatePog,
  checkPogName,
  getPogCardByName,
  getPogMintStates,
  getPogMintStatus,
  getPogNftMetadata,
  getPogPreferences,
  listPogCards,
  listUserNfts,
  quickMintPog,
  reservePogName,
  retryPogMint,
  setPogPreferences,
  sharePogCard,
  unlockPogSlot,
} from '@kp/contract/pog';
import { registerRoute } from '../../platform/route';
import type { PogService } from './pog.service';

// The caller is always the token's user; the slot's payment gets the request's `once`.
export function pogRoutes(app: FastifyInstance, service: PogService) {
  registerRoute(app, getPogMintStates, () => service.mintStates());
  registerRoute(app, getPogMintStatus, ({ userId }) => service.getStatus(userId));
  registerRoute(app, checkPogName, ({ query, userId }) => service.checkName(userId, query.name));
  registerRoute(app, reservePogName, ({ body, userId }) => service.reserveName(userId, body.name));
  registerRoute(app, unlockPogSlot, ({ body, userId, once }) =>
    service.unlockSlot(userId, body.currency, once),
  );
  registerRoute(app, quickMintPog, ({ body, userId }) =>
    service.quickMint(userId, body.genre, body.variantId),
  );
  registerRoute(app, activatePog, ({ userId }) => service.activate(userId));
  registerRoute(app, retryPogMint, ({ userId }) => service.retry(userId));
  registerRoute(app, listPogCards, ({ userId }) => service.listCards(userId));
  registerRoute(app, getPogPreferences, ({ userId }) => service.getPreferences(userId));
  registerRoute(app, setPogPreferences, ({ body, userId }) => service.setPreferences(userId, body));
  registerRoute(app, getPogNftMetadata, ({ params }) => service.getNftMetadata(params.tokenId));
  registerRoute(app, getPogCardByName, ({ params }) => service.getCardByName(params.name));
  registerRoute(app, listUserNfts, ({ userId }) => service.listUserNfts(userId));
  registerRoute(app, sharePogCard, ({ body, userId }) => service.share(userId, body.channel));
}
