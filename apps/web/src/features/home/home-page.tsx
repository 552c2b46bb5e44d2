import { lazy, Suspense } from 'react';
import { STORAGE_KEYS } from '@kp/domain/storage-keys';
import { withAllEnglish } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import { MemberHomeSkeleton } from './home-skeletons';
import { VisitorHome } from './visitor-home';

// The signed-in home (and the first-run path it opens) is a chunk of its own: a visitor's first
// load, drawn ahead at build time, carries none of it.
const MemberHome = lazy(withAllEnglish(() => import('./home-loaders').then((m) => m.loadMemberHome())));

// Whether this browser was signed in when it last looked (what lib/session asks the server about):
// while the answer is on its way, such a user sees their home's shapes rather than the visitor's.
const wasSignedIn = () => Boolean(storage.get(STORAGE_KEYS.userId) ?? storage.get(STORAGE_KEYS.loginMethod));

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
  if (session.status === 'unknown' && wasSignedIn()) return <MemberHomeSkeleton label={t('home.loading')} />;
  return <VisitorHome />;
}
