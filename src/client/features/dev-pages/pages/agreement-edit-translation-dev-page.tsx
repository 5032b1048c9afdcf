import TranslationEditorPage from '../../editor/pages/translation-editor-page';
import { DevPageFrame } from '../components/dev-page-frame';
import { WithSampleId } from '../components/with-sample-id';
import { SAMPLE_AGREEMENT_ID } from '../sample-data';

/** /tests/agreement/edit/translation: the translation editor in its page layout, on the German translation. */
export default function AgreementEditTranslationDevPage() {
  return (
    <WithSampleId basePath="/tests/agreement/edit/translation" id={SAMPLE_AGREEMENT_ID}>
      <DevPageFrame page="agreementEditTranslation">
        <TranslationEditorPage />
      </DevPageFrame>
    </WithSampleId>
  );
}
