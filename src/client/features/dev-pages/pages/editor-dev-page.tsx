import EditorPage from '../../editor/pages/editor-page';
import { DevPageFrame } from '../components/dev-page-frame';
import { WithSampleId } from '../components/with-sample-id';
import { SAMPLE_AGREEMENT_ID } from '../sample-data';

/** /tests/editor: the text editor on the sample Privacy Policy, with its version history. */
export default function EditorDevPage() {
  return (
    <WithSampleId basePath="/tests/editor" id={SAMPLE_AGREEMENT_ID}>
      <DevPageFrame page="editor">
        <EditorPage />
      </DevPageFrame>
    </WithSampleId>
  );
}
