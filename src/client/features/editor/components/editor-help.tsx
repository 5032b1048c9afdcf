import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUniqueId } from '../../../lib/use-unique-id';

/** The formatting rules of the agreement's Markdown subset, each with an example to copy. */
const RULES = ['bold', 'italic', 'link', 'heading1', 'heading2', 'heading3', 'bullets', 'numbered'] as const;

/** The editor-help panel: the Markdown subset the text may use, collapsed until asked for. */
export function EditorHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useUniqueId('editor-help');
  return (
    <section className="editor-help border rounded bg-body-tertiary mb-3" data-testid="editor-help">
      <h2 className="h6 mb-0">
        <button
          type="button"
          className="btn btn-link w-100 text-start text-decoration-none px-3 py-2"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="editor-help-chevron me-2" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {t('editor.help.toggle')}
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="px-3 pb-3 small">
        <p>{t('editor.help.intro')}</p>
        <dl className="editor-help-rules mb-2">
          {RULES.map((rule) => (
            <div key={rule} className="mb-2">
              <dt className="fw-semibold">{t(`editor.help.${rule}`)}</dt>
              <dd className="mb-0">
                <code className="editor-help-example">{t(`editor.help.${rule}Example`)}</code>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mb-1">{t('editor.help.paragraph')}</p>
        <p className="mb-0 fw-semibold">{t('editor.help.unsupported')}</p>
      </div>
    </section>
  );
}
