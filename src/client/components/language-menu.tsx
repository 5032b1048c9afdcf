import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NATIVE_NAMES, type Language } from '../../shared/i18n/languages';
import { useAvailableLanguages } from '../lib/available-languages';
import { changeLanguage, currentLanguage } from '../lib/i18n';
import { useDropdownMenu } from './use-dropdown-menu';

/** The header's language dropdown, shown only when there is more than one language to pick from. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const languages = useAvailableLanguages();
  const { open, setOpen, menuId, rootRef, buttonRef, moveFocus } = useDropdownMenu();

  if (!languages || languages.length <= 1) return null;
  const active = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  const choose = async (language: Language) => {
    setOpen(false);
    await changeLanguage(language);
    buttonRef.current?.focus();
  };

  return (
    <div className="dropdown" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-outline-secondary btn-sm dropdown-toggle"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="language-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {/* The visible code stays part of the name (WCAG 2.5.3), after what the button does. */}
        <span className="visually-hidden">{t('header.chooseLanguage')}: </span>
        {active.toUpperCase()}
      </button>
      <ul
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        onKeyDown={moveFocus}
      >
        {languages.map((language) => (
          <li key={language.value}>
            <button
              type="button"
              lang={language.value}
              className={`dropdown-item${language.value === active ? ' active' : ''}`}
              aria-current={language.value === active}
              onClick={() => void choose(language.value)}
            >
              {LANGUAGE_NATIVE_NAMES[language.value] ?? language.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
