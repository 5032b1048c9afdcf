import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SiteLegalDocument } from '../../../../shared/site-legal';
import { PageStatus } from '../../../components/page-status';
import { usePageData } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchSiteLegalDocument, siteLegalKeys } from '../api';

/** The product's own Privacy Policy, Terms of Use and Disclaimer, in the interface language. */
export default function SiteLegalPage() {
  const { i18n } = useTranslation();
  // The route's validity check has already turned any other value into a 404.
  const document = useParams().document as SiteLegalDocument;

  const query = usePageData(siteLegalKeys.document(document, i18n.language), (signal) =>
    fetchSiteLegalDocument(document, signal),
  );
  useDocumentTitle(query.data?.title);

  if (!query.data) return <PageStatus query={query} className="container py-5" />;
  return (
    // The HTML comes from the shared renderer, which escapes every piece of text.
    <article
      className="container py-5 legal-document"
      lang={query.data.language}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: output of the escaping Markdown renderer
      dangerouslySetInnerHTML={{ __html: query.data.html }}
    />
  );
}
