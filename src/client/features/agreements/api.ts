import type {
  AgreementFile,
  AgreementListReply,
  AgreementSummary,
  DownloadDetailsReply,
  FileFormatName,
  GenerateFilesReply,
  PublicDownloadDetailsReply,
} from '../../../shared/api/agreement';
import { ApiError, apiDownload, apiRequest, isRefusedByServer, joinMessages } from '../../lib/api-client';
import { translate } from '../../lib/i18n';
import { logout } from '../../lib/session';

/** My agreements and the download page: the customer's agreement calls. */

/** Both lists at once; the server refusing them means the session is gone: log out. */
export async function fetchMyAgreements(
  signal: AbortSignal,
): Promise<{ all: AgreementSummary[]; unpaid: AgreementSummary[] }> {
  try {
    const [all, unpaid] = await Promise.all([
      apiRequest<AgreementListReply>('GET', '/customer/agreements/all', { signal }),
      apiRequest<AgreementListReply>('GET', '/customer/agreements/unpaid', { signal }),
    ]);
    return { all: all.data?.agreements ?? [], unpaid: unpaid.data?.agreements ?? [] };
  } catch (error) {
    if (isRefusedByServer(error)) await logout({ reason: 'expired' });
    throw error;
  }
}

/** The query keys of the agreements feature's data: the checkout refreshes My agreements with them too. */
export const agreementKeys = {
  /** My agreements: both lists. */
  mine: ['my-agreements'] as const,
  /** An agreement's download page, whoever looks at it. */
  download: (id: string) => ['download-details', id] as const,
  /** An agreement's download page as its owner (logged in) or anyone else sees it. */
  downloadDetails: (id: string, loggedIn: boolean) => ['download-details', id, loggedIn] as const,
};

/** Resolves with "Agreement deleted successfully!"; rejects with the server's refusal or "Agreement delete failed!". */
export async function deleteAgreement(id: string): Promise<string> {
  try {
    return joinMessages(await apiRequest('DELETE', `/agreement/delete/${id}`));
  } catch (error) {
    if (error instanceof ApiError && error.envelope?.messages.length) throw error;
    throw new ApiError(translate('errors:agreement.deleteFailed'));
  }
}

/** The download page's data: the owner's when logged in, the public preview otherwise (two calls). */
export async function fetchDownloadDetails(
  id: string,
  loggedIn: boolean,
  signal: AbortSignal,
): Promise<DownloadDetailsReply | PublicDownloadDetailsReply> {
  const path = loggedIn ? `/agreement/download-details/${id}` : `/agreement/public-download-details/${id}`;
  const envelope = await apiRequest<DownloadDetailsReply | PublicDownloadDetailsReply>('GET', path, {
    signal,
  });
  if (!envelope.data) throw new ApiError(translate('errors:client.requestFailed'));
  return envelope.data;
}

export const isOwnerDetails = (
  details: DownloadDetailsReply | PublicDownloadDetailsReply,
): details is DownloadDetailsReply => 'live_url' in details;

/** Renders one file on the server (the download page asks one at a time to show its progress). */
export async function generateFile(
  agreementId: string,
  language: string,
  format: FileFormatName,
): Promise<void> {
  await apiRequest<GenerateFilesReply>('POST', '/agreement/generate-files', {
    data: { agreement_id: agreementId, language, format },
  });
}

/** Fetches a file and hands it to the browser as a download under its name. */
export async function downloadFile(agreementId: string, file: AgreementFile): Promise<void> {
  const blob = await apiDownload(`/agreement/file/${agreementId}/${file.language}/${file.format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
