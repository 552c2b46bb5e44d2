import { useState } from 'react';
import type { ArticleSummary } from '@kp/contract/content';
import { LoadFailed } from '../../components/load-failed';
import { RowListSkeleton } from '../../components/page-skeletons';
import { ShowMore, type MoreState } from '../../components/show-more';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { ArticleCard } from './article-card';
import { listArticles } from './articles-api';

/** `/article-details`: the published articles, newest first, a page at a time. */
export function ArticleList() {
  const { t } = useTranslation();
  useDocumentTitle(t('articles.title'));
  const first = useLoad('articles', (signal) => listArticles({}, signal));
  const [more, setMore] = useState<ArticleSummary[]>([]);
  const [moreState, setMoreState] = useState<MoreState>('idle');

  let content;
  if (first.state.status === 'loading') content = <RowListSkeleton label={t('articles.loading')} rows={3} />;
  else if (first.state.status === 'error')
    content = (
      <LoadFailed message={t('articles.loadError')} retryLabel={t('articles.retry')} onRetry={first.retry} />
    );
  else {
    const { articles: firstPage, total } = first.state.data;
    const articles = [...firstPage, ...more];
    const loadMore = async () => {
      setMoreState('loading');
      try {
        const next = await listArticles({ offset: articles.length });
        setMore((shown) => [...shown, ...next.articles]);
        setMoreState('idle');
      } catch {
        setMoreState('error');
      }
    };
    content =
      articles.length === 0 ? (
        <p className="text-slate-300">{t('articles.empty')}</p>
      ) : (
        <>
          <ul className="grid gap-3 sm:grid-cols-2">
            {articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          {articles.length < total && (
            <ShowMore
              state={moreState}
              onMore={() => void loadMore()}
              label={t('articles.showMore')}
              loadingLabel={t('articles.loading')}
              errorText={t('articles.loadError')}
            />
          )}
        </>
      );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">{t('articles.title')}</h1>
      {content}
    </div>
  );
}
