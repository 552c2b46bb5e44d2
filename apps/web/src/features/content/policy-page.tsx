import { useTranslation } from '../../lib/use-translation';
import { toBcp47 } from '@kp/domain/languages';
import { formatDay } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { PolicyDocument } from './policy-document';

/** A written policy: title, date, a table of contents and its sections (English text). */
export function PolicyPage({ document }: { document: PolicyDocument }) {
  const { t } = useTranslation();
  useDocumentTitle(document.title);
  const language = currentLanguage();
  const updated = formatDay(document.updated, language);
  return (
    <article lang="en" dir="ltr" className="mx-auto max-w-3xl leading-relaxed">
      <h1 className="text-3xl font-bold">{document.title}</h1>
      <p lang={toBcp47(language)} className="mt-1 text-sm text-slate-400">
        {t('policy.lastUpdated', { date: updated })}
      </p>
      {language !== 'en' && (
        <p
          lang={toBcp47(language)}
          dir="auto"
          className="mt-4 rounded-lg border border-slate-700 bg-slate-900 px-4 py-3 text-sm text-slate-300"
        >
          {t('policy.englishOnly')}
        </p>
      )}
      <div className="mt-6 space-y-4 text-slate-200">
        {document.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <nav aria-labelledby="policy-contents" className="mt-8 rounded-lg bg-slate-900 px-5 py-4">
        <h2 id="policy-contents" lang={toBcp47(language)} className="mb-2 text-base font-semibold">
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
