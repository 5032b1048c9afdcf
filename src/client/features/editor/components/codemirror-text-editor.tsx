import { commonmarkLanguage, markdownKeymap } from '@codemirror/lang-markdown';
import { EditorView, keymap, Prec, useCodeMirror } from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef } from 'react';
import type { TextEditorProps } from './text-editor';

/**
 * The editor's look. CodeMirror's own styles and these are constructed style sheets inside the shadow
 * root (see below), so the page's stylesheets do not reach in: the frame and focus ring are here.
 */
const frameTheme = EditorView.theme({
  '&': {
    minHeight: '24rem',
    border: '1px solid #dee2e6',
    borderRadius: '0.375rem',
    backgroundColor: '#fff',
    fontSize: '0.9375rem',
  },
  '&.cm-focused': { outline: '2px solid #6f42c1', outlineOffset: '1px' },
  '.cm-scroller': {
    minHeight: '24rem',
    fontFamily: 'SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace',
    lineHeight: '1.5',
  },
  '.cm-content': { padding: '0.75rem 0' },
  '.cm-line': { padding: '0 0.75rem' },
});

/**
 * CodeMirror with the Markdown language, lazily loaded by `TextEditor`. CommonMark without the HTML
 * sub-language: raw HTML is not part of the agreement subset (it shows as text), and `markdown()`
 * would pull in the HTML, CSS and JavaScript languages.
 *
 * The editor lives in a shadow root. CodeMirror injects its styles at run time; in a document that is a
 * `<style>` element, which the site's Content-Security-Policy (`style-src 'self'`) blocks, leaving the
 * editor unstyled and an error in the console. In a shadow root it uses a constructed style sheet
 * (`adoptedStyleSheets`), which that policy allows.
 */
export default function CodeMirrorTextEditor({ value, onChange, readOnly, label }: TextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const extensions = useMemo(
    () => [
      commonmarkLanguage.extension,
      // Enter continues a list, Backspace removes its marker (what `markdown()` installs).
      Prec.high(keymap.of(markdownKeymap)),
      EditorView.lineWrapping,
      frameTheme,
      EditorView.contentAttributes.of({ 'aria-label': label }),
    ],
    [label],
  );
  const { setContainer } = useCodeMirror({
    value,
    onChange: (next) => onChange(next),
    readOnly,
    extensions,
    // Tab leaves the editor, as everywhere else on the page (no keyboard trap).
    indentWithTab: false,
    basicSetup: {
      lineNumbers: false,
      foldGutter: false,
      autocompletion: false,
      highlightActiveLineGutter: false,
    },
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    setContainer(container);
    return () => {
      setContainer(undefined);
      container.remove();
    };
  }, [setContainer]);

  return <div ref={hostRef} className="editor-codemirror" data-testid="codemirror-host" />;
}
