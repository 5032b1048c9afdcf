import { useTranslation } from 'react-i18next';
import type { MissingSection } from '../../../../shared/api/agreement';

/** The completeness warning: each required section the text lacks, with the laws requiring it. */
export function MissingSections({ sections }: { sections: MissingSection[] }) {
  const { t } = useTranslation();
  if (sections.length === 0) return null;
  return (
    <section
      className="alert alert-warning"
      aria-labelledby="missing-sections-title"
      data-testid="missing-sections"
    >
      <h2 id="missing-sections-title" className="h6">
        {t('editor.missing.title')}
      </h2>
      <p className="small">{t('editor.missing.lead')}</p>
      <ul className="mb-0 small">
        {sections.map((section) => (
          <li key={section.heading} className="mb-1">
            {t('editor.missing.item', { heading: section.heading })}
            {section.laws.length > 0 && <> {t('editor.missing.laws', { laws: section.laws.join('; ') })}</>}
          </li>
        ))}
      </ul>
    </section>
  );
}
