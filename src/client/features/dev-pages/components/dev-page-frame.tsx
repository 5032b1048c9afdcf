import '../dev-pages.scss';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEV_INDEX_PATH, type DevPageKey } from '../dev-pages';
import { installSampleApi } from '../sample-api';
import { createSampleHandler } from '../sample-handlers';

/**
 * Frames one development page: a strip naming it and saying what it shows, and around the real
 * component a sample API and a query cache of its own, so sample data never reaches the app's cache
 * (My agreements would show it) and nothing the component does reaches the server.
 */
export function DevPageFrame({
  page,
  titleIsHeading = false,
  children,
}: {
  page: DevPageKey;
  /** True when the component shown has no level-1 heading of its own: the page's title is it. */
  titleIsHeading?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`devPages.pages.${page}.title`);
  useDocumentTitle(titleIsHeading ? title : undefined);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [sampleHandler] = useState(createSampleHandler);
  // Installed while rendering, not only in an effect: the component's first queries start in its
  // own effects, which run before this one.
  installSampleApi(sampleHandler);
  useEffect(() => installSampleApi(sampleHandler), [sampleHandler]);

  const Title = titleIsHeading ? 'h1' : 'p';
  return (
    <QueryClientProvider client={queryClient}>
      <aside
        className="dev-page-frame border-bottom"
        aria-label={t('devPages.frameLabel')}
        data-testid="dev-page-frame"
      >
        <div className="container py-2 d-flex flex-wrap align-items-baseline gap-2">
          <span className="badge text-bg-warning">{t('devPages.badge')}</span>
          <Title className="h6 mb-0">{title}</Title>
          <span className="small text-body-secondary me-auto">{t(`devPages.pages.${page}.lead`)}</span>
          <Link className="small" to={DEV_INDEX_PATH}>
            {t('devPages.backToIndex')}
          </Link>
        </div>
      </aside>
      {children}
    </QueryClientProvider>
  );
}
