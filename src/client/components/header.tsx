import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../app/paths';
import { useSession } from '../lib/session';
import { getSettings } from '../lib/settings';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { LanguageMenu } from './language-menu';

/**
 * Logo linking home, "start here", prices, the language dropdown and the login and sign-up links;
 * logged in, "my agreements" and the account dropdown instead of those two links.
 */
export function Header() {
  const { t } = useTranslation();
  const { customer } = useSession();
  const [expanded, setExpanded] = useState(false);
  const { appName } = getSettings();
  return (
    <header className="border-bottom bg-white">
      <nav className="navbar navbar-expand-md" aria-label={t('header.mainNavigation')}>
        <div className="container">
          <Link
            className="navbar-brand d-flex align-items-center gap-2 fw-semibold"
            to={paths.home()}
            aria-label={t('header.homeLink', { appName })}
          >
            <BrandLogo />
            <span>{appName}</span>
          </Link>
          <button
            className="navbar-toggler"
            type="button"
            aria-controls="main-navigation"
            aria-expanded={expanded}
            aria-label={t('header.toggleNavigation')}
            onClick={() => setExpanded((value) => !value)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="main-navigation" className={`collapse navbar-collapse${expanded ? ' show' : ''}`}>
            <ul className="navbar-nav me-auto">
              <li className="nav-item">
                <NavLink className="nav-link" to={paths.wizard()} onClick={() => setExpanded(false)}>
                  {t('header.startHere')}
                </NavLink>
              </li>
              <li className="nav-item">
                <NavLink className="nav-link" to={paths.pricing()} onClick={() => setExpanded(false)}>
                  {t('header.pricing')}
                </NavLink>
              </li>
              {customer && (
                <li className="nav-item">
                  <NavLink className="nav-link" to={paths.myAgreements()} onClick={() => setExpanded(false)}>
                    {t('header.myAgreements')}
                  </NavLink>
                </li>
              )}
            </ul>
            <div className="d-flex align-items-center gap-2 py-2 py-md-0">
              <LanguageMenu />
              {customer ? (
                <AccountMenu email={customer.email} onNavigate={() => setExpanded(false)} />
              ) : (
                <>
                  <Link
                    className="btn btn-outline-primary btn-sm"
                    to={paths.profileLogin()}
                    onClick={() => setExpanded(false)}
                  >
                    {t('header.login')}
                  </Link>
                  <Link
                    className="btn btn-primary btn-sm"
                    to={paths.profileRegister()}
                    onClick={() => setExpanded(false)}
                  >
                    {t('header.signUp')}
                  </Link>
                </>
              )}
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
