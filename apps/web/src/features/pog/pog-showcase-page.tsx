import { POG_HOT_WINDOW_DAYS } from '@kp/domain/pog-feed';
import { SignInFirst } from '../../components/sign-in-first';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { FeedSection } from './feed-section';
import { usePostLikes } from './use-post-likes';
import { UserText, isolate } from '../../components/user-text';

/** What a section says when it has no card: its words, and where to go from there. */
function Empty({ text, action }: { text: string; action?: { href: string; label: string } }) {
  return (
    <div className="card space-y-3 p-4">
      <p className="text-slate-300">{text}</p>
      {action && (
        <Button variant="secondary" href={action.href}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

/**
 * `/pog-showcase` (spec: "POG showcase sections: legendary POGs, hottest POGs, my clan"): the
 * legendary cards, the hottest of the week, the caller's clan's cards (the way to a clan outside
 * one), then every card, the newest first. Anyone sees them; liking asks a visitor to sign in, and
 * a like shows at once, put back if the server refuses it.
 */
export default function PogShowcasePage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('pogShowcase.title'));
  const isSignedIn = session.status === 'signed-in';
  const viewer = session.status === 'unknown' ? null : isSignedIn ? session.user.id : 'visitor';
  const likes = usePostLikes(isSignedIn ? session.user.id : null);
  const mint = { href: '/pog/mint', label: t('pog.mintYours') };

  return (
    <div className="mx-auto max-w-5xl space-y-10 py-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold">{t('pogShowcase.title')}</h1>
        <p className="text-slate-300">{t('pogShowcase.lead')}</p>
        <Button variant="secondary" href="/pog">
          {t('pogShowcase.whatIs')}
        </Button>
      </header>

      <FeedSection
        id="pog-legendary"
        feed="legendary"
        title={t('pogShowcase.legendary.title')}
        intro={t('pogShowcase.legendary.intro')}
        limit={4}
        viewer={viewer}
        likes={likes}
        empty={() => <Empty text={t('pogShowcase.legendary.empty')} action={mint} />}
        isFirst
      />

      <FeedSection
        id="pog-hottest"
        feed="highlighted"
        title={t('pogShowcase.hottest.title')}
        intro={t('pogShowcase.hottest.intro', { count: POG_HOT_WINDOW_DAYS })}
        limit={4}
        viewer={viewer}
        likes={likes}
        empty={() => <Empty text={t('pogShowcase.hottest.empty')} />}
      />

      {session.status === 'signed-out' ? (
        <section aria-labelledby="pog-clan-title" className="space-y-3">
          <h2 id="pog-clan-title" className="text-xl font-bold">
            {t('pogShowcase.clan.title')}
          </h2>
          <SignInFirst message={t('pogShowcase.clan.signIn')} />
        </section>
      ) : (
        <FeedSection
          id="pog-clan"
          feed="clan"
          title={t('pogShowcase.clan.title')}
          limit={4}
          viewer={viewer}
          likes={likes}
          aside={(head) =>
            head.clan && (
              <p className="text-sm text-slate-300">
                <UserText>{head.clan.name}</UserText>
              </p>
            )
          }
          empty={(head) =>
            head.clan ? (
              <Empty text={t('pogShowcase.clan.empty', { clan: isolate(head.clan.name) })} action={mint} />
            ) : (
              <Empty
                text={t('pogShowcase.clan.none')}
                action={{ href: '/my-clan/', label: t('pogShowcase.clan.join') }}
              />
            )
          }
        />
      )}

      <FeedSection
        id="pog-all"
        feed="all"
        title={t('pogShowcase.all.title')}
        intro={t('pogShowcase.all.intro')}
        limit={12}
        viewer={viewer}
        likes={likes}
        empty={() => <Empty text={t('pogShowcase.all.empty')} action={mint} />}
      />
    </div>
  );
}
