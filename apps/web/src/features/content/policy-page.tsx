import { use, useEffect, useState, type ComponentType } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { DEFAULT_LANGUAGE, textDirection, toBcp47, type Language } from '@kp/domain/languages';
import { formatDay } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from '../../lib/use-translation';
import {
  hasPolicyText,
  loadedPolicy,
  loadPolicy,
  requestedLanguage,
  type PolicyText,
} from './policy-documents';

/**
 * The page of a policy, its text (the reader's translation, else English) loaded before it is
 * drawn, so the page never shows a loading state of its own.
 */
export async function policyPage(slug: string): Promise<{ default: ComponentType }> {
  await loadPolicy(slug, requestedLanguage(globalThis.location?.search ?? '', currentLanguage()));
  return { default: () => <PolicyPage slug={slug} /> };
}

/** The address of this page with `lang` set (the binding English) or removed (the reader's own). */
function addressWithLang(path: string, search: string, lang: Language | null): string {
  const params = new URLSearchParams(search);
  if (lang) params.set('lang', lang);
  else params.delete('lang');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Above a policy for a reader of another language than English: the translation is for
 * convenience and the English text binds, with a link between the two; or, where the policy
 * has no translation, that it is published in English.
 */
function BindingNotice({ slug, shown }: { slug: string; shown: Language }) {
  const { t, language: reader } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  if (reader === DEFAULT_LANGUAGE) return null;
  const translated = hasPolicyText(slug, reader);
  const notice = !translated
    ? t('policyTranslation.englishOnly')
    : shown === reader
      ? t('policyTranslation.notice')
      : t('policyTranslation.readingEnglish');
  return (
    <div
      role="note"
      lang={toBcp47(reader)}
      dir={textDirection(reader)}
      className="mt-4 rounded-lg border border-amber-300/40 bg-slate-900 px-4 py-3 text-sm text-slate-200"
    >
      <p>{notice}</p>
      {translated && (
        <Link
          href={addressWithLang(path, search, shown === reader ? DEFAULT_LANGUAGE : null)}
          className="mt-2 inline-block font-semibold text-amber-200 underline underline-offset-4"
        >
          {shown === reader ? t('policyTranslation.readEnglish') : t('policyTranslation.readTranslation')}
        </Link>
      )}
    </div>
  );
}

/**
 * The policy in the language asked for. On a change of language (or of `?lang=en`) the text
 * shown stays until the other one has come; a load that fails is the error boundary's.
 */
function usePolicyText(slug: string, requested: Language): PolicyText {
  const [shown, setShown] = useState(() => loadedPolicy(slug, requested));
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    let current = true;
    loadPolicy(slug, requested).then(
      (text) => current && setShown(text),
      (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [slug, requested]);
  if (failure) throw failure;
  // Not loaded yet when first drawn (the route loads it ahead): wait for it.
  return shown ?? use(loadPolicy(slug, requested));
}

/** A written policy: title, date, a notice on its language, a table of contents and its sections. */
export function PolicyPage({ slug }: { slug: string }) {
  const { t, language: reader } = useTranslation();
  const { document, language } = usePolicyText(slug, requestedLanguage(useSearch(), reader));
  useDocumentTitle(document.title);
  const readerTag = toBcp47(reader);
  const updated = formatDay(document.updated, reader);
  return (
    <article
      lang={toBcp47(language)}
      dir={textDirection(language)}
      className="mx-auto max-w-3xl leading-relaxed"
    >
      <h1 className="text-3xl font-bold">{document.title}</h1>
      <p lang={readerTag} className="mt-1 text-sm text-slate-400">
        {t('policy.lastUpdated', { date: updated })}
      </p>
      <BindingNotice slug={slug} shown={language} />
      <div className="mt-6 space-y-4 text-slate-200">
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <nav aria-labelledby="policy-contents" className="mt-8 rounded-lg bg-slate-900 px-5 py-4">
        <h2 id="policy-contents" lang={readerTag} className="mb-2 text-base font-semibold">
          {t('policy.onThisPage')}
        </h2>
        <ol className="list-decimal space-y-1 ps-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-amber-200 underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-8 scroll-mt-20 space-y-3 text-slate-200">
          <h2 className="text-xl font-semibold text-slate-100">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className="list-disc space-y-1 ps-6">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
