import { data, type Params } from 'react-router';
import { queryClient } from '../../app/query-provider';
import { currentLanguage, i18nReady } from '../../lib/i18n';
import { countriesQuery, isWizardNotFound, wizardDefinitionQuery } from './api';

/**
 * The `wizard-type` route's load step: fetches the definition into the page's query cache, so the
 * page renders with it, and turns "no wizard for this type" into the 404 page (route error path).
 * Any other failure is left to the page, which shows it with a way to try again. The countries,
 * which the location questions need, are asked for at the same time instead of after the first
 * render; the page does not wait for them.
 */
export async function loadWizardRoute(params: Params): Promise<void> {
  const slug = params.type ?? '';
  // On the first page the load step starts beside the catalogs (app/initial-route.ts).
  await i18nReady();
  const language = currentLanguage();
  void queryClient.prefetchQuery(countriesQuery(language));
  try {
    await queryClient.ensureQueryData(wizardDefinitionQuery(slug, language));
  } catch (error) {
    if (isWizardNotFound(error)) throw data(null, { status: 404, statusText: 'Not Found' });
  }
}
