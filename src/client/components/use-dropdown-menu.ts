import { useEffect, useRef, useState } from 'react';
import { useUniqueId } from '../lib/use-unique-id';

/**
 * Open/close state and keyboard behaviour of the header's small menus: Escape and a click outside
 * close it, arrow keys move between items, opening focuses the current item (or the first).
 * Hand-made rather than a positioning library so the home page's bundle stays small.
 */
export function useDropdownMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useUniqueId('menu');
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

  const moveFocus = (event: React.KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(rootRef.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown' ? (index + 1) % items.length : (index - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  /** Closes the menu and gives the focus back to its button. */
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return { open, setOpen, close, menuId, rootRef, buttonRef, moveFocus };
}
