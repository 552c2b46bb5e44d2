import { useTranslation } from '../../lib/use-translation';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page for any path the app does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto max-w-md py-12 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-amber-300">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-bold">
        <span className="sr-only">{t('notFound.code')} </span>
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-slate-300">{t('notFound.body')}</p>
      <Link
        href="/"
        className="mt-6 inline-block rounded-lg bg-amber-300 px-4 py-2 font-semibold text-slate-950 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
