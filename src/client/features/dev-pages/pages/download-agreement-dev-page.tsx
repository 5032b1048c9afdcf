import DownloadPage from '../../agreements/pages/download-page';
import { DevPageFrame } from '../components/dev-page-frame';
import { WithSampleId } from '../components/with-sample-id';
import { SAMPLE_AGREEMENT_ID } from '../sample-data';

/** /tests/download-agreement: the download page of the sample Privacy Policy, its files in two languages. */
export default function DownloadAgreementDevPage() {
  return (
    <WithSampleId basePath="/tests/download-agreement" id={SAMPLE_AGREEMENT_ID}>
      <DevPageFrame page="downloadAgreement">
        <DownloadPage />
      </DevPageFrame>
    </WithSampleId>
  );
}
