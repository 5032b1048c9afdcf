import { data, type Params } from 'react-router';
import { queryClient } from '../../app/query-provider';
import { currentLanguage } from '../../lib/i18n';
import { isWizardNotFound, wizardDefinitionQuery } from './api';

/**
 * The `wizard-type` route's load step: fetches the definition into the page's query cache, so the
 * page renders with it, and turns "no wizard for this type" into the 404 page (route error path).
 * Any other failure is left to the page, which shows it with a way to try again.
 */
export async function loadWizardRoute(params: Params): Promise<void> {
  const slug = params.type ?? '';
  try {
    await queryClient.ensureQueryData(wizardDefinitionQuery(slug, currentLanguage()));
  } catch (error) {
    if (isWizardNotFound(error)) throw data(null, { status: 404, statusText: 'Not Found' });
  }
}
