import { Link } from 'wouter';
import type { ArticleSummary } from '@kp/contract/content';
import { ARTICLES_PATH, articleHref } from '@kp/domain/content';
import { textDirection, toBcp47 } from '@kp/domain/languages';
import { LoadFailed } from '../../components/load-failed';
import { call } from '../../lib/api-client';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { Skeleton } from '../../ui/skeleton';
import { RowSection } from './row-section';

/** How many of the latest articles the home shows; the rest are on their page. */
const ARTICLES_ON_HOME = 4;
// One height in every state, as the other rows: nothing below moves when they arrive.
const ROW_CLASS = 'h-40';
const CARD_CLASS =
  'card flex h-full w-64 shrink-0 snap-start flex-col gap-1 p-4 hover:border-primary sm:w-72';

async function latestArticles(signal: AbortSignal): Promise<ArticleSummary[]> {
  const { data } = await call('listArticles', { query: { limit: ARTICLES_ON_HOME } }, { signal });
  return data.articles;
}

function Articles() {
  const { t } = useTranslation();
  const { state, retry } = useLoad('articles', latestArticles);
  if (state.status === 'loading')
    return (
      <div role="status" className="flex h-full gap-4 overflow-hidden">
        <span className="sr-only">{t('articles.loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-full w-64 shrink-0 rounded-card sm:w-72" />
        ))}
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="card flex h-full items-center p-5">
        <LoadFailed message={t('articles.loadError')} retryLabel={t('articles.retry')} onRetry={retry} />
      </div>
    );
  if (state.data.length === 0)
    return <p className="card flex h-full items-center p-5 text-slate-300">{t('articles.empty')}</p>;
  return (
    <ul className="-mx-4 flex h-full snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-1">
      {state.data.map((article) => (
        <li key={article.id} className="h-full">
          <Link
            href={articleHref(article.slug)}
            lang={toBcp47(article.language)}
            dir={textDirection(article.language)}
            className={CARD_CLASS}
          >
            <span className="line-clamp-2 text-lg font-bold text-white">{article.title}</span>
            <span className="line-clamp-3 text-sm text-slate-300">{article.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The latest articles (guides and news), each a link to its page, and the way to all of them. */
export function ArticlesRow() {
  const { t } = useTranslation();
  return (
    <RowSection
      id="home-articles"
      title={t('articles.homeTitle')}
      seeAll={{ href: ARTICLES_PATH, label: t('articles.all') }}
      rowClass={ROW_CLASS}
    >
      <Articles />
    </RowSection>
  );
}
