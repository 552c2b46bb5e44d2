import type { ArticleSummary } from '@kp/contract/content';
import { formatDate } from '../../lib/dates';
import { textDirection, toBcp47 } from '@kp/domain/languages';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../ui/card';
import { articleHref } from '@kp/domain/content';

/** An article in a list: one link to it, its title and summary in the language they came in. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { language } = useTranslation();
  return (
    <Card href={articleHref(article.slug)} className="h-full gap-1 p-4">
      <span lang={toBcp47(article.language)} dir={textDirection(article.language)} className="space-y-1">
        <span className="block text-lg font-semibold break-words text-white">{article.title}</span>
        {article.summary && (
          <span className="block text-sm break-words text-slate-300">{article.summary}</span>
        )}
      </span>
      <time dateTime={article.publishedAt} className="mt-auto pt-2 text-xs text-slate-400">
        {formatDate(article.publishedAt, language)}
      </time>
    </Card>
  );
}
