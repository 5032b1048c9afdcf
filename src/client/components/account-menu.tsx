import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../app/paths';
import { logout } from '../lib/session';
import { useDropdownMenu } from './use-dropdown-menu';

/** The signed-in customer's dropdown in the header: "Your profile" and "Log out". */
export function AccountMenu({ email, onNavigate }: { email: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, setOpen, close, menuId, rootRef, buttonRef, moveFocus } = useDropdownMenu();

  const logOut = async () => {
    setOpen(false);
    onNavigate();
    await logout();
    await navigate(paths.profileLogin());
  };

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline-primary btn-sm dropdown-toggle account-menu-toggle text-truncate"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu', { email })}
        data-testid="account-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {email}
      </button>
      <ul
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        onKeyDown={moveFocus}
      >
        <li>
          <Link
            className="dropdown-item"
            to={paths.profile()}
            onClick={() => {
              close();
              onNavigate();
            }}
          >
            {t('header.yourProfile')}
          </Link>
        </li>
        <li>
          <button type="button" className="dropdown-item" onClick={() => void logOut()}>
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
