import { useLocation } from 'wouter';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { articleSlugOf } from './articles-api';

/** The articles (spec: `/article-details/{articledetail}`): one by its slug, or their list. */
export default function ArticlePage() {
  const [location] = useLocation();
  const slug = articleSlugOf(location);
  return slug === null ? <ArticleList /> : <ArticleView key={slug} slug={slug} />;
}
