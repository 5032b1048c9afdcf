import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wizardFor } from '../../../shared/agreements/definitions';
import { providersIn } from '../../../shared/agreements/provider-catalogue';
import { agreementTypeBySlug } from '../../../shared/agreements/types';
import { type WizardDefinitionReply, wizardTypeParams } from '../../../shared/api/agreement';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { providerCategoriesOf, translateWizardTexts } from './wizard-texts';

/** The agreement calls of spec §7. This issue starts with the wizard definitions. */
export const agreementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/agreement/wizard/:type', { schema: { params: wizardTypeParams } }, async (request, reply) => {
    const type = agreementTypeBySlug(request.params.type);
    // The TEST type exists for development and tests only (issue 4 §8).
    const hidden = type?.code === 'TEST' && app.config.env === 'production';
    const definition = type && !hidden ? wizardFor(type.code) : undefined;
    if (!definition) throw new AppError('not_found', 'wizard.unknownType');
    reply.header('cache-control', 'public, max-age=300');
    reply.header('vary', 'accept-language');
    const providers = Object.fromEntries(
      providerCategoriesOf(definition).map((category) => [category, providersIn(category)]),
    );
    return ok<WizardDefinitionReply>({
      definition,
      providers,
      texts: translateWizardTexts(definition, request.t),
    });
  });
};
