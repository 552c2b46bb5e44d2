import { Link } from 'wouter';
import type { Article } from '@kp/contract/content';
import { ARTICLES_PATH } from '@kp/domain/content';
import { formatDate } from '../../lib/dates';
import { textDirection, toBcp47 } from '@kp/domain/languages';
import { LoadFailed } from '../../components/load-failed';
import { DetailSkeleton } from '../../components/page-skeletons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLoad } from '../../lib/use-load';
import { useTranslation } from '../../lib/use-translation';
import { CARD_CLASS } from '../../ui/card';
import { ArticleCard } from './article-card';
import { getArticle, listArticles } from './articles-api';

/** How many other articles an article suggests below it. */
const MORE_COUNT = 3;
const BACK_CLASS = 'inline-block font-semibold text-primary underline-offset-2 hover:underline';

/** The text of an article: its paragraphs, separated by blank lines, their line breaks kept. */
const paragraphsOf = (body: string) => body.split(/\n\s*\n/).filter((p) => p.trim() !== '');

/** The latest other articles, to read next; nothing while they load or when they fail. */
function MoreArticles({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const more = useLoad(`more|${slug}`, (signal) => listArticles({ limit: MORE_COUNT + 1 }, signal));
  if (more.state.status !== 'ready') return null;
  const others = more.state.data.articles.filter((a) => a.slug !== slug).slice(0, MORE_COUNT);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="more-articles" className="space-y-3">
      <h2 id="more-articles" className="text-xl font-bold">
        {t('articles.more')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {others.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleText({ article }: { article: Article }) {
  const { t, language } = useTranslation();
  return (
    <article
      lang={toBcp47(article.language)}
      dir={textDirection(article.language)}
      className="space-y-4 leading-relaxed break-words"
    >
      <h1 className="text-2xl font-bold text-white sm:text-3xl">{article.title}</h1>
      <p lang={toBcp47(language)} dir={textDirection(language)} className="text-sm text-slate-400">
        <time dateTime={article.publishedAt}>
          {t('articles.published', { date: formatDate(article.publishedAt, language) })}
        </time>
      </p>
      {article.summary && <p className="text-lg text-slate-200">{article.summary}</p>}
      {paragraphsOf(article.body).map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line text-slate-200">
          {paragraph}
        </p>
      ))}
    </article>
  );
}

/** `/article-details/<slug>`: one article in the reader's language, and others to read next. */
export function ArticleView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const article = useLoad(slug, (signal) => getArticle(slug, signal));
  const { state } = article;
  const isMissing = state.status === 'error' && state.error.code === 'ARTICLE_NOT_FOUND';
  useDocumentTitle(
    state.status === 'ready'
      ? state.data.title
      : isMissing
        ? t('articles.notFound.title')
        : t('articles.title'),
  );
  const back = (
    <Link href={ARTICLES_PATH} className={BACK_CLASS}>
      {t('articles.all')}
    </Link>
  );

  let content;
  if (state.status === 'loading') content = <DetailSkeleton label={t('articles.loading')} sections={0} />;
  else if (isMissing)
    content = (
      <section className={`${CARD_CLASS} space-y-3 p-4`}>
        <h1 className="text-xl font-bold">{t('articles.notFound.title')}</h1>
        <p>{t('articles.notFound.body')}</p>
        {back}
      </section>
    );
  else if (state.status === 'error')
    content = (
      <section className="space-y-3">
        <h1 className="text-2xl font-bold">{t('articles.title')}</h1>
        <LoadFailed
          message={t('articles.loadError')}
          retryLabel={t('articles.retry')}
          onRetry={article.retry}
        />
      </section>
    );
  else
    content = (
      <>
        {back}
        <ArticleText article={state.data} />
        <MoreArticles slug={slug} />
      </>
    );
  return <div className="mx-auto max-w-2xl space-y-6">{content}</div>;
}
