import { useEffect } from 'react';
import { getSettings } from './settings';

/** Sets the browser tab title to "<page> · <product>", or the product's tagline for the home page. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    const appName = getSettings().appName;
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title]);
}
