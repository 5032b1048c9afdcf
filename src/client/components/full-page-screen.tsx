import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';

/** A screen that replaces the whole layout: maintenance, unavailable, blocked cookies or storage. */
export function FullPageScreen({
  testId,
  title,
  description,
  checkingAgain = true,
  children,
}: {
  testId: string;
  title: string;
  description: string;
  checkingAgain?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="full-page-screen" data-testid={testId}>
      <div className="screen-card">
        <BrandLogo className="brand-logo mb-4" />
        <h1 className="h3 mb-3">{title}</h1>
        <p className="lead mb-4">{description}</p>
        {checkingAgain && (
          <p className="text-body-secondary small mb-0" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('system.checkingAgain')}
          </p>
        )}
        {children}
      </div>
    </main>
  );
}
