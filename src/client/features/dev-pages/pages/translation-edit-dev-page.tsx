import '../../editor/editor.scss';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissingSection } from '../../../../shared/api/agreement';
import { languageName } from '../../editor/components/editor-top-bar';
import { MissingSections } from '../../editor/components/missing-sections';
import { TextEditor } from '../../editor/components/text-editor';
import { useCompletenessCheck, useLivePreview } from '../../editor/use-editor-effects';
import { DevPageFrame } from '../components/dev-page-frame';
import { SAMPLE_AGREEMENT_ID, sampleGermanTranslation, sampleSourceText } from '../sample-data';

/**
 * /tests/translation-edit: the translation editing pieces alone — the English source read-only
 * beside the German translation in the Markdown editor, its live preview and completeness check
 * (both answered by the sample API). Remove the "Ihre Rechte" section to see the check's warning.
 */
export default function TranslationEditDevPage() {
  const { t } = useTranslation();
  const [text, setText] = useState(sampleGermanTranslation.markdown);
  const [missing, setMissing] = useState<MissingSection[]>([]);
  const preview = useLivePreview(text, { text: '', html: '' });
  useCompletenessCheck(
    { agreementId: SAMPLE_AGREEMENT_ID, language: sampleGermanTranslation.language, text, enabled: true },
    setMissing,
  );
  const source = languageName(sampleSourceText.language);
  const translation = languageName(sampleGermanTranslation.language);
  return (
    <DevPageFrame page="translationEdit" titleIsHeading>
      <div className="container-fluid py-3">
        <MissingSections sections={missing} />
        <div className="row g-3">
          <section className="col-12 col-lg-4 editor-pane" aria-labelledby="dev-translation-source">
            <h2 id="dev-translation-source" className="h6">
              {t('devPages.translationEdit.source', { language: source })}
            </h2>
            <TextEditor value={sampleSourceText.markdown} onChange={() => {}} readOnly label={source} />
          </section>
          <section className="col-12 col-lg-4 editor-pane" aria-labelledby="dev-translation-text">
            <h2 id="dev-translation-text" className="h6">
              {t('devPages.translationEdit.translation', { language: translation })}
            </h2>
            <TextEditor value={text} onChange={setText} readOnly={false} label={translation} />
          </section>
          <section className="col-12 col-lg-4 editor-pane" aria-labelledby="dev-translation-preview">
            <h2 id="dev-translation-preview" className="h6">
              {t('devPages.translationEdit.preview')}
            </h2>
            <div
              className="editor-preview legal-document border rounded p-3 p-md-4 bg-body"
              lang={sampleGermanTranslation.language}
              data-testid="translation-preview"
              // The sample API answers with the app's own escaping renderer (shared/documents).
              // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from our own escaping renderer.
              dangerouslySetInnerHTML={{ __html: preview.html }}
            />
          </section>
        </div>
      </div>
    </DevPageFrame>
  );
}
