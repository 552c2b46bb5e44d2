import { useSearch } from 'wouter';
import { artUrl } from '@kp/domain/art';
import { AVATAR_GENRES, POG_SCORE_KINDS } from '@kp/domain/pog';
import { genreArt, pogCardTraits } from '@kp/domain/pog-card';
import { ArtImage } from '../../components/art-image';
import { LoadFailed } from '../../components/load-failed';
import { CardGridSkeleton } from '../../components/page-skeletons';
import { SignInFirst } from '../../components/sign-in-first';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { PogCardFace } from './pog-card-face';
import { PogCardImages } from './pog-card-images';
import { codeOf, getCardByName, getCardMetadata, listPogCards } from './pog-api';

/** Where a shared link points: a POG name's card, or a card by its token id (the older links). */
type SharedRef = { name: string } | { tokenId: string };

/** The shared card's metadata, and the name its holder has now (by name only: its images go by it). */
async function loadShared(ref: SharedRef, signal: AbortSignal) {
  if ('name' in ref) {
    const card = await getCardByName(ref.name, signal);
    return { metadata: card.metadata, name: card.name };
  }
  return { metadata: await getCardMetadata(ref.tokenId, signal), name: null };
}

/** A shared card (`/pog?name=<POG name>` or `/pog?card=<token id>`), as anyone sees it. */
function SharedCard({ shared }: { shared: SharedRef }) {
  const { t } = useTranslation();
  const key = 'name' in shared ? `name:${shared.name}` : `token:${shared.tokenId}`;
  const card = useLoad(`pog-card:${key}`, (signal) => loadShared(shared, signal));
  if (card.state.status === 'loading')
    return <CardGridSkeleton label={t('pog.loading')} shape="media" count={1} />;
  if (card.state.status === 'error')
    return codeOf(card.state.error) === 'POG_CARD_NOT_FOUND' ? (
      <p role="alert">{t('pog.card.notFound')}</p>
    ) : (
      <LoadFailed message={t('pog.loadFailed')} retryLabel={t('pog.retry')} onRetry={card.retry} />
    );
  const { metadata, name } = card.state.data;
  return (
    <div className="space-y-6">
      <PogCardFace name={metadata.name} imageUrl={metadata.image} traits={pogCardTraits(metadata.attributes)}>
        {name && <PogCardImages name={name} />}
      </PogCardFace>
      <p className="flex flex-wrap justify-center gap-2">
        <Button href="/pog">{t('pog.landing.whatIs')}</Button>
        <Button variant="secondary" href="/pog/leaderboard">
          {t('pog.board.link')}
        </Button>
      </p>
    </div>
  );
}

/** The page's main action: mint a card, or see the one the user has; visitors sign in first. */
function PrimaryAction() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const cards = useLoad(user ? `pog-cards:${user.id}` : null, listPogCards);
  if (session.status === 'signed-out') return <SignInFirst message={t('pog.signInToMint')} />;
  if (cards.state.status !== 'ready') return <Button loading>{t('pog.mintYours')}</Button>;
  return cards.state.data.length ? (
    <Button href="/my-pog">{t('pog.seeYours')}</Button>
  ) : (
    <Button href="/pog/mint">{t('pog.mintYours')}</Button>
  );
}

/** The card a link names: `?name=` a POG name, else `?card=` a token id; null for none, or a malformed one. */
function sharedRefOf(query: URLSearchParams): SharedRef | null {
  const name = query.get('name');
  if (name !== null) return name.length > 0 && name.length <= 64 ? { name } : null;
  const tokenId = query.get('card');
  return tokenId && /^\d{1,19}$/.test(tokenId) ? { tokenId } : null;
}

/**
 * `/pog`: what the Proof of Gamer card is and the way to mint one (or to see one's own); with
 * `?name=<POG name>` (what the share modal sends) or `?card=<token id>` (the first links), a shared card.
 */
export default function PogPage() {
  const { t } = useTranslation();
  const query = new URLSearchParams(useSearch());
  useDocumentTitle(t('pog.landing.title'));
  const shared = sharedRefOf(query);
  const isNamed = query.has('name') || query.has('card');

  return (
    <section aria-labelledby="pog-title" className="mx-auto max-w-3xl space-y-8 py-6">
      <h1 id="pog-title" className="text-2xl font-bold">
        {shared ? t('pog.card.sharedTitle') : t('pog.landing.title')}
      </h1>
      {isNamed && !shared && <p role="alert">{t('pog.card.notFound')}</p>}
      {shared ? (
        <SharedCard shared={shared} />
      ) : (
        <>
          <div className="space-y-4">
            <p className="text-lg">{t('pog.landing.lead')}</p>
            <PrimaryAction />
            <p className="flex flex-wrap gap-3">
              <Button variant="secondary" href="/pog/leaderboard">
                {t('pog.board.link')}
              </Button>
              <Button variant="secondary" href="/pog-showcase">
                {t('pogShowcase.see')}
              </Button>
            </p>
          </div>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6" aria-label={t('pog.landing.genres')}>
            {AVATAR_GENRES.map((genre, index) => (
              <li key={genre} className="card flex flex-col items-center gap-2 p-3 text-center text-sm">
                <ArtImage
                  src={artUrl(genreArt(genre), 192, 'webp')}
                  width={64}
                  height={64}
                  isPriority={index < 3}
                  className="rounded-xl"
                />
                {t(`pog.genres.${genre}`)}
              </li>
            ))}
          </ul>
          <Card as="section" title={t('pog.landing.showsTitle')}>
            <ul className="list-disc space-y-2 ps-5 text-slate-300">
              <li>{t('pog.landing.showsAvatar')}</li>
              <li>{t('pog.landing.showsScores')}</li>
              <li>{t('pog.landing.showsBadges')}</li>
              <li>{t('pog.landing.showsToken')}</li>
            </ul>
          </Card>
          <Card as="section" title={t('pog.landing.scoresTitle')}>
            <p className="mb-3 text-slate-300">{t('pog.landing.scoresIntro')}</p>
            <dl className="space-y-2">
              {POG_SCORE_KINDS.map((kind) => (
                <div key={kind}>
                  <dt className="font-semibold">{t(`pog.scores.${kind}`)}</dt>
                  <dd className="text-slate-300">{t(`pog.landing.scoreFrom.${kind}`)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </>
      )}
    </section>
  );
}
