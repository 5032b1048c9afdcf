import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { MissingSection } from '../../../shared/api/agreement';
import { checkText, convertMarkdown } from './api';

/** What the last save or load said, shown above the editor. */
export type Outcome = { kind: 'success' | 'danger'; message: string } | null;

/** From 992 px the panes sit side by side (Bootstrap's lg breakpoint); below that they are tabs. */
export const WIDE_SCREEN = '(min-width: 992px)';

/** The server stores line breaks as \n and no trailing blanks: texts equal after that are unchanged. */
export const normalized = (text: string) => text.replace(/\r\n?/g, '\n').trimEnd();

/** The live preview follows typing after this pause; the last preview stays until then. */
export const PREVIEW_DELAY_MS = 300;
/** The completeness check runs when typing has paused this long. */
export const CHECK_DELAY_MS = 800;

export type Preview = { text: string; html: string };

/**
 * The live preview: the server's rendering of `text` (POST /md/convert), debounced. Setting the
 * preview to a text and its HTML (a loaded version) shows it without asking the server.
 */
export function useLivePreview(
  text: string,
  initial: Preview,
): {
  html: string;
  updating: boolean;
  setPreview: Dispatch<SetStateAction<Preview>>;
} {
  const [preview, setPreview] = useState<Preview>(initial);
  useEffect(() => {
    if (text === preview.text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      convertMarkdown(text, controller.signal)
        .then((html) => setPreview({ text, html }))
        // A failed conversion keeps the last preview; the next keystroke tries again.
        .catch(() => undefined);
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, preview.text]);
  return { html: preview.html, updating: text !== preview.text, setPreview };
}

/** After typing pauses, asks the server which required sections the text lacks (nothing is stored). */
export function useCompletenessCheck(
  options: { agreementId: string; language: string; text: string; enabled: boolean },
  onResult: (sections: MissingSection[]) => void,
): void {
  const { agreementId, language, text, enabled } = options;
  useEffect(() => {
    if (!enabled || text.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkText(agreementId, { language, text }, controller.signal)
        .then(onResult)
        // A check that fails says nothing: saving still reports what is missing.
        .catch(() => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [agreementId, language, text, enabled, onResult]);
}

/** True while the media query matches (false where matchMedia does not exist). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** The browser's own "leave this page?" question while there are unsaved changes. */
export function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
