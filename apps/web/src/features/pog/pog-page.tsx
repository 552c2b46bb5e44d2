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
import { codeOf, getCardMetadata, listPogCards } from './pog-api';

/** A shared card (`/pog?card=<token id>`), as anyone sees it: its public metadata. */
function SharedCard({ tokenId }: { tokenId: string }) {
  const { t } = useTranslation();
  const card = useLoad(`pog-card:${tokenId}`, (signal) => getCardMetadata(tokenId, signal));
  if (card.state.status === 'loading')
    return <CardGridSkeleton label={t('pog.loading')} shape="media" count={1} />;
  if (card.state.status === 'error')
    return codeOf(card.state.error) === 'POG_CARD_NOT_FOUND' ? (
      <p role="alert">{t('pog.card.notFound')}</p>
    ) : (
      <LoadFailed message={t('pog.loadFailed')} retryLabel={t('pog.retry')} onRetry={card.retry} />
    );
  const metadata = card.state.data;
  return (
    <div className="space-y-6">
      <PogCardFace
        name={metadata.name}
        imageUrl={metadata.image}
        traits={pogCardTraits(metadata.attributes)}
      />
      <p className="text-center">
        <Button href="/pog">{t('pog.landing.whatIs')}</Button>
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

/**
 * `/pog`: what the Proof of Gamer card is and the way to mint one (or to see one's own); with
 * `?card=<token id>`, a shared card.
 */
export default function PogPage() {
  const { t } = useTranslation();
  const tokenId = new URLSearchParams(useSearch()).get('card');
  useDocumentTitle(t('pog.landing.title'));
  const sharedId = tokenId && /^\d{1,19}$/.test(tokenId) ? tokenId : null;

  return (
    <section aria-labelledby="pog-title" className="mx-auto max-w-3xl space-y-8 py-6">
      <h1 id="pog-title" className="text-2xl font-bold">
        {sharedId ? t('pog.card.sharedTitle') : t('pog.landing.title')}
      </h1>
      {tokenId !== null && !sharedId && <p role="alert">{t('pog.card.notFound')}</p>}
      {sharedId ? (
        <SharedCard tokenId={sharedId} />
      ) : (
        <>
          <div className="space-y-4">
            <p className="text-lg">{t('pog.landing.lead')}</p>
            <PrimaryAction />
            <p>
              <Button variant="link" href="/pog-showcase">
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
