import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agreementTypeBySlug } from '../../../../shared/agreements/types';
import { isLanguage, LANGUAGE_NATIVE_NAMES } from '../../../../shared/i18n/languages';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { getSettings } from '../../../lib/settings';

/** A language's own name ("Deutsch"), or the code when it is not one of ours. */
export const languageName = (language: string) =>
  isLanguage(language) ? LANGUAGE_NATIVE_NAMES[language] : language;

/** The agreement type's name in the interface language, from its slug. */
export function useTypeName(type: string | undefined): string {
  const { t } = useTranslation();
  const known = type ? agreementTypeBySlug(type) : undefined;
  return known ? t(`agreementTypes.${known.code}.name`) : (type ?? '');
}

/** The editor layout's top bar: the brand, the agreement's name, My agreements and the page's actions. */
export function EditorTopBar({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { appName } = getSettings();
  return (
    <header className="editor-top-bar border-bottom bg-body">
      <div className="container-fluid d-flex flex-wrap align-items-center gap-2 gap-md-3 py-2">
        <Link
          to={paths.home()}
          className="d-flex align-items-center gap-2 text-decoration-none fw-semibold"
          aria-label={t('header.homeLink', { appName })}
        >
          <BrandLogo />
          <span className="d-none d-md-inline">{appName}</span>
        </Link>
        {title ? <h1 className="h5 mb-0 me-auto text-truncate">{title}</h1> : <span className="me-auto" />}
        <Link to={paths.myAgreements()}>{t('header.myAgreements')}</Link>
        {children}
      </div>
    </header>
  );
}

/** The editor layout while the page's data loads, or when it could not be loaded (with the way back). */
export function EditorLoadState({ title, error }: { title: string; error: Error | null }) {
  const { t } = useTranslation();
  return (
    <div className="editor-page">
      <EditorTopBar title={title} />
      <div className="container py-4">
        {error ? (
          <>
            <div className="alert alert-danger" role="alert" data-testid="editor-problem">
              {error.message}
            </div>
            <Link to={paths.myAgreements()}>{t('editor.backToList')}</Link>
          </>
        ) : (
          <p role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('editor.loadingText')}
          </p>
        )}
      </div>
    </div>
  );
}
