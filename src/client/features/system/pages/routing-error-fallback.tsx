import i18next from 'i18next';

/**
 * The last resort when even the layout fails to render: text and a plain link home, with no
 * dependency on the router, the layout or components that might be what broke.
 */
export function RoutingErrorFallback() {
  const t = (key: string, english: string) => i18next.t(key, { defaultValue: english });
  return (
    <main className="container py-5" data-testid="routing-error-fallback">
      <h1 className="h3">{t('system.routingError.title', 'This page could not be displayed')}</h1>
      <p>{t('system.routingError.description', 'An unexpected error stopped this page from loading.')}</p>
      <p>
        <a href="/">{t('system.backHome', 'Go to the home page')}</a>
      </p>
    </main>
  );
}
