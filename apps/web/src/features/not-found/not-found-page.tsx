import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page for any path the app does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto max-w-md py-12 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-primary">
        {t('notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-bold">
        <span className="sr-only">{t('notFound.code')} </span>
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-slate-300">{t('notFound.body')}</p>
      <Button href="/" className="mt-6">
        {t('notFound.home')}
      </Button>
    </section>
  );
}
