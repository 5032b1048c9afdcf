import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../../components/footer';
import { Header } from '../../components/header';

/** Header, main area, footer: the layout of most pages. `children` replaces the outlet for error pages. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('header.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
    </div>
  );
}
