import { lazy, Suspense } from 'react';
import { withAllMessages } from '../../lib/i18n';
import { useSession, wasSignedIn } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { MemberHomeSkeleton } from './home-skeletons';
import { VisitorHome } from './visitor-home';

// The signed-in home (and the first-run path it opens) is a chunk of its own: a visitor's first
// load, drawn ahead at build time, carries none of it.
const MemberHome = lazy(withAllMessages(() => import('./home-loaders').then((m) => m.loadMemberHome())));

/** The home page: a visitor's invitation, or a signed-in gamer's day. */
export default function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle();
  if (session.status === 'signed-in')
    return (
      <Suspense fallback={<MemberHomeSkeleton label={t('home.loading')} />}>
        <MemberHome user={session.user} />
      </Suspense>
    );
  // A browser signed in when it last looked (lib/session asks the server about it) sees its home's
  // shapes, not the visitor's, while the answer is on its way.
  if (session.status === 'unknown' && wasSignedIn()) return <MemberHomeSkeleton label={t('home.loading')} />;
  return <VisitorHome />;
}
