import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NATIVE_NAMES, type Language } from '../../shared/i18n/languages';
import { useAvailableLanguages } from '../lib/available-languages';
import { changeLanguage, currentLanguage } from '../lib/i18n';

/**
 * The header's language dropdown, shown only when more than one language is available (spec §2).
 * A small menu button rather than a positioning library keeps the home page's bundle small.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const languages = useAvailableLanguages();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    rootRef.current?.querySelector<HTMLElement>('[aria-current="true"], .dropdown-item')?.focus();
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!languages || languages.length <= 1) return null;
  const active = isLanguage(i18n.language) ? i18n.language : currentLanguage();

  const choose = async (language: Language) => {
    setOpen(false);
    await changeLanguage(language);
    buttonRef.current?.focus();
  };

  const moveFocus = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
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
        aria-label={t('header.chooseLanguage')}
        data-testid="language-menu"
        onClick={() => setOpen((value) => !value)}
      >
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
