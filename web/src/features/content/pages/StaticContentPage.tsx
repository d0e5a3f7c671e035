import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/PageLoading';
import { RichText } from '../../../components/RichText';
import { useDocumentTitle } from '../../../lib/hooks/useDocumentTitle';
import { useStaticPage } from '../api/content';
import '../content.css';

/** An administrator-edited page (about, terms, privacy, contact, product landing pages): title and sanitised body. */
export function StaticContentPage({ slug, children }: { slug: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const page = useStaticPage(slug);
  useDocumentTitle(page.data?.title);
  if (page.isPending) return <PageLoading />;
  return (
    <article className="content-page static-page" data-testid={`static-page-${slug}`}>
      {page.data ? (
        <>
          <h1 dir="auto" data-i18n-skip="">
            {page.data.title}
          </h1>
          <RichText value={page.data.body} className="static-page__body" />
        </>
      ) : (
        <h1>{t('content.pageMissing')}</h1>
      )}
      {children}
    </article>
  );
}

export const TermsPage = () => <StaticContentPage slug="terms" />;
export const PrivacyPage = () => <StaticContentPage slug="privacy" />;
