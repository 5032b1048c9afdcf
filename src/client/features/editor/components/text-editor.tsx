import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/** What the editor page needs from a text area: CodeMirror in the browser, a plain one in tests. */
export type TextEditorProps = {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  /** The accessible name of the text area. */
  label: string;
};

/** A plain text area: shown while CodeMirror loads, and injected by the unit tests (happy-dom). */
export function PlainTextEditor({ value, onChange, readOnly, label }: TextEditorProps) {
  return (
    <textarea
      className="form-control editor-plain-text"
      aria-label={label}
      value={value}
      readOnly={readOnly}
      rows={20}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

// CodeMirror is a chunk of its own, loaded when the editor first shows: no other page grows.
const CodeMirrorTextEditor = lazy(() => import('./codemirror-text-editor'));

/** The Markdown editor (CodeMirror), with a read-only plain text area while its code loads. */
export function TextEditor(props: TextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div>
          <p className="small text-body-secondary mb-1" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('editor.textEditor.loading')}
          </p>
          <PlainTextEditor {...props} readOnly />
        </div>
      }
    >
      <CodeMirrorTextEditor {...props} />
    </Suspense>
  );
}
