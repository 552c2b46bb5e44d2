import { useState } from 'react';
import type { PogCard } from '@kp/contract/pog';
import { pogCardTraits } from '@kp/domain/pog-card';
import { LoadFailed } from '../../components/load-failed';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { SignInFirst } from '../../components/sign-in-first';
import { ERROR_KEYS } from '../../lib/messages';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useSignInRequired } from '../../lib/use-sign-in-required';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { MintProgress } from './mint-step';
import { PogCardFace } from './pog-card-face';
import { PogCardImages } from './pog-card-images';
import { getMintStatus, listPogCards, listUserNfts } from './pog-api';
import { SharePogModal } from './share-pog-modal';

type Nft = Awaited<ReturnType<typeof listUserNfts>>[number];

async function loadMyPog(signal: AbortSignal) {
  const [cards, nfts, pogName] = await Promise.all([
    listPogCards(signal),
    listUserNfts(signal),
    // The name held now (a card keeps the one it was minted with): what its images and links use.
    getMintStatus(signal).then(
      (status) => status.name,
      () => null,
    ),
  ]);
  return { cards, nfts, pogName };
}

/** Where the token is: the chain and contract, or a custodial record of the platform. */
function TokenLine({ card }: { card: PogCard }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="text-slate-300">{t('pog.card.token')}</dt>
      <dd className="tabular-nums">#{card.tokenId}</dd>
      <dt className="text-slate-300">{t('pog.card.where')}</dt>
      <dd className="break-all">
        {card.chain
          ? t('pog.card.onChain', { chainId: card.chain.chainId, contract: card.chain.contract })
          : t('pog.card.custodial')}
      </dd>
    </dl>
  );
}

/**
 * A minted card with its figures (from its metadata), the share button, and the card as drawn for
 * sharing; `pogName` is the name its holder has now (links and images go by it).
 */
function MintedCard({ card, nft, pogName }: { card: PogCard; nft: Nft | undefined; pogName: string }) {
  const { t } = useTranslation();
  const [isSharing, setIsSharing] = useState(false);
  const traits = pogCardTraits(nft?.metadata.attributes ?? []);
  return (
    <PogCardFace name={card.name} imageUrl={card.imageUrl} traits={traits}>
      <TokenLine card={card} />
      <Button onClick={() => setIsSharing(true)} fullWidth>
        {t('pog.share.open')}
      </Button>
      {isSharing && <SharePogModal name={pogName} onClose={() => setIsSharing(false)} />}
      <PogCardImages name={pogName} />
    </PogCardFace>
  );
}

/** A card not minted yet: its progress, or its failure, with the way back to the mint page. */
function PendingCard({ card }: { card: PogCard }) {
  const { t } = useTranslation();
  return (
    <Card as="article" title={card.name}>
      <div className="space-y-3">
        {card.status === 'minting' ? <MintProgress card={card} /> : <p>{t(ERROR_KEYS.MINT_FAILED)}</p>}
        <Button variant="secondary" href="/pog/mint">
          {t('pog.mint.title')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * `/my-pog`: the caller's POG cards (the latest first) with their avatar, name, tier, five scores,
 * badges, token and chain (or custodial), each shareable; with none, the invitation to mint one.
 */
export default function MyPogPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('pog.my.title'));
  useSignInRequired(session.status);
  const user = session.status === 'signed-in' ? session.user : null;
  const mine = useLoad(user ? `my-pog:${user.id}` : null, loadMyPog);

  const skeleton = <CardGridSkeleton label={t('pog.loading')} shape="media" count={1} />;
  let content;
  if (session.status === 'unknown') content = skeleton;
  else if (!user) content = <SignInFirst message={t('pog.signInToSee')} />;
  else if (mine.state.status === 'loading') content = skeleton;
  else if (mine.state.status === 'error')
    content = <LoadFailed message={t('pog.loadFailed')} retryLabel={t('pog.retry')} onRetry={mine.retry} />;
  else if (mine.state.data.cards.length === 0)
    content = (
      <Card as="section" title={t('pog.my.noneTitle')}>
        <p className="mb-4 text-slate-300">{t('pog.my.noneBody')}</p>
        <Button href="/pog/mint">{t('pog.mintYours')}</Button>
      </Card>
    );
  else {
    const { cards, nfts, pogName } = mine.state.data;
    content = (
      <ul className="space-y-6">
        {cards.map((card) => (
          <li key={card.id}>
            {card.status === 'minted' ? (
              <MintedCard
                card={card}
                nft={nfts.find((nft) => nft.cardId === card.id)}
                pogName={pogName ?? card.name}
              />
            ) : (
              <PendingCard card={card} />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="my-pog-title" className="mx-auto max-w-3xl py-6">
      <h1 id="my-pog-title" className="mb-6 text-2xl font-bold">
        {t('pog.my.title')}
      </h1>
      {content}
      <p className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" href="/pog/leaderboard">
          {t('pog.board.link')}
        </Button>
        <Button variant="secondary" href="/pog-showcase">
          {t('pogShowcase.see')}
        </Button>
        <Button variant="secondary" href="/profile#referral">
          {t('referral.inviteLink')}
        </Button>
      </p>
    </section>
  );
}
