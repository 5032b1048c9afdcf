import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wizardFor } from '../../../shared/agreements/definitions';
import { providersIn } from '../../../shared/agreements/provider-catalogue';
import { type AgreementTypeCode, agreementTypeBySlug } from '../../../shared/agreements/types';
import {
  type AgreementDetailsReply,
  type AgreementForUpdateReply,
  type AgreementLanguageText,
  type AgreementListReply,
  agreementFileParams,
  agreementIdParams,
  agreementTextRequest,
  type DownloadDetailsReply,
  type GenerateFilesReply,
  generateFilesRequest,
  type MissingSection,
  type NewAgreementReply,
  newAgreementRequest,
  type PreviewReply,
  type PublicDownloadDetailsReply,
  previewRequest,
  restoreRequest,
  type SaveTextReply,
  type TextCheckReply,
  type TranslationDetailsReply,
  type TranslationText,
  type TranslationUpdateReply,
  translationDetailsQuery,
  translationUpdateRequest,
  type UpdateAgreementReply,
  updateAgreementRequest,
  type VersionReply,
  type VersionSummary,
  type VersionsReply,
  versionParams,
  type WizardDefinitionReply,
  wizardTypeParams,
} from '../../../shared/api/agreement';
import type { Language } from '../../../shared/i18n/languages';
import { complianceText, contentLanguages } from '../../content';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../documents';
import { documentHtml } from '../../documents/document-html';
import { FILE_FORMATS } from '../../documents/files';
import { AppError } from '../../http/app-error';
import { identifyCustomer, requireCustomer } from '../../http/auth';
import { ok } from '../../http/envelope';
import { type FixedReply, fixedJsonReply } from '../../http/fixed-reply';
import { apiDocs } from '../../http/openapi';
import {
  type CustomerRow,
  limitAccountAttempts,
  type TokenService,
  VISITOR_AGREEMENT_LIMITS,
} from '../customer';
import { downloadPath, livePath, paymentDue, presentAgreement, titleOf } from './presenter';
import type { AgreementVersionRow } from './repo';
import type { AgreementService } from './service';
import { providerCategoriesOf, translateWizardTexts } from './wizard-texts';

type Options = { db: Db; tokens: TokenService; service: AgreementService };

const docs = apiDocs('agreement');
const OWNER_ONLY = 'Another account’s agreement answers `forbidden: true`.';

/** The `/agreement/*` calls. Rules and ownership live in the service. */
export const agreementRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, tokens, service }) => {
  const auth = requireCustomer(db, tokens);
  const signedIn = (request: { customer: CustomerRow | null }) => request.customer as CustomerRow;

  const wizardDocs = docs.public(
    'The wizard of an agreement type',
    'Its definition (steps, questions, visibility rules), the provider catalogue it uses, its texts in the caller’s language and the languages it can generate.',
  );
  /**
   * A wizard's reply depends only on its type and the interface language (definitions, catalogs and
   * provider lists are fixed at start): made once per pair, not on every visit to the wizard.
   */
  const wizardReplies = new Map<string, FixedReply>();

  app.get(
    '/agreement/wizard/:type',
    { schema: { ...wizardDocs, params: wizardTypeParams } },
    async (request, reply) => {
      const type = agreementTypeBySlug(request.params.type);
      // The TEST type exists for development and tests only: production does not offer it.
      const hidden = type?.code === 'TEST' && app.config.env === 'production';
      const definition = type && !hidden ? wizardFor(type.code) : undefined;
      if (!type || !definition) throw new AppError('not_found', 'wizard.unknownType');
      reply.header('cache-control', 'public, max-age=300');
      reply.header('vary', 'accept-language');
      const key = `${type.code}:${request.language}`;
      let wizard = wizardReplies.get(key);
      if (!wizard) {
        const providers = Object.fromEntries(
          providerCategoriesOf(definition).map((category) => [category, providersIn(category)]),
        );
        wizard = fixedJsonReply(
          ok<WizardDefinitionReply>({
            definition,
            providers,
            texts: translateWizardTexts(definition, request.t),
            languages: contentLanguages(type.code),
          }),
        );
        wizardReplies.set(key, wizard);
      }
      return wizard.send(request, reply);
    },
  );

  app.post(
    '/agreement/new',
    {
      schema: {
        ...docs.optionalCustomer(
          'Generate an agreement',
          'The answers are checked by the same engine as the wizard. A visitor’s agreement goes to the account of the `send_to` address (created, or mailed to it when it exists).',
        ),
        body: newAgreementRequest,
      },
      preHandler: [identifyCustomer(db, tokens), limitAccountAttempts(app, VISITOR_AGREEMENT_LIMITS)],
    },
    async (request) => {
      const { agreement, customer } = await service.create(request.customer, request.body, request.language);
      const messages =
        agreement.status === 'finished' ? [request.t('agreement.created', { email: customer.email })] : [];
      // A visitor's new account pays once it is activated (the checkout needs a signed-in customer).
      if (paymentDue(agreement) && !request.customer)
        messages.push(request.t('agreement.payAfterActivation'));
      return ok<NewAgreementReply>(
        {
          agreement: presentAgreement(agreement),
          download_path: downloadPath(agreement.id),
          payment_due: paymentDue(agreement),
        },
        messages,
      );
    },
  );

  app.get(
    '/agreement/details/:id',
    {
      schema: {
        ...docs.customer('An agreement with its answers and current text', OWNER_ONLY),
        params: agreementIdParams,
      },
      preHandler: auth,
    },
    async (request) => {
      const { agreement, markdown } = await service.details(signedIn(request), request.params.id);
      return ok<AgreementDetailsReply>({
        agreement: presentAgreement(agreement),
        answers: agreement.answers as Record<string, unknown>,
        markdown,
        html: markdown === null ? null : await documentHtml(markdown),
      });
    },
  );

  app.get(
    '/agreement/send-customer-email/:id',
    {
      schema: {
        ...docs.customer('Mail the agreement’s download link to its owner', OWNER_ONLY),
        params: agreementIdParams,
      },
      preHandler: auth,
    },
    async (request) => {
      const customer = signedIn(request);
      await service.resendLink(customer, request.params.id);
      return ok(null, [request.t('agreement.linkSent', { email: customer.email })]);
    },
  );

  const previewDocs = docs.public(
    'Preview an agreement without storing it',
    'The generated text as HTML and the compliance summary: what the document covers per law and what the owner must still do.',
  );
  app.post('/agreement/preview', { schema: { ...previewDocs, body: previewRequest } }, async (request) => {
    const { type, markdown, compliance } = service.preview(request.body);
    const text = (key: string) => complianceText(type, request.language, key);
    return ok<PreviewReply>({
      html: await documentHtml(markdown),
      compliance: compliance.map((row) => ({
        law: text(row.law),
        present: row.present.map(text),
        owner_todo: row.ownerTodo.map(text),
      })),
    });
  });

  app.get(
    '/agreement/details/update/:id',
    {
      schema: {
        ...docs.customer('An agreement’s answers, to change them in the wizard', OWNER_ONLY),
        params: agreementIdParams,
      },
      preHandler: auth,
    },
    async (request) => {
      const agreement = await service.findUpdatable(signedIn(request), request.params.id);
      return ok<AgreementForUpdateReply>({
        agreement: presentAgreement(agreement),
        answers: agreement.answers as Record<string, unknown>,
      });
    },
  );

  app.post(
    '/agreement/update/:id',
    {
      schema: {
        ...docs.customer(
          'Change an agreement’s answers',
          `Generates every language again as a new version; manual edits are reset, premium can only be added. ${OWNER_ONLY}`,
        ),
        params: agreementIdParams,
        body: updateAgreementRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const agreement = await service.update(signedIn(request), request.params.id, request.body);
      return ok<UpdateAgreementReply>(
        {
          agreement: presentAgreement(agreement),
          download_path: downloadPath(agreement.id),
          payment_due: paymentDue(agreement),
        },
        [request.t('agreement.updated')],
      );
    },
  );

  const allDocs = docs.customer('The signed-in customer’s agreements');
  app.get('/customer/agreements/all', { schema: allDocs, preHandler: auth }, async (request) => {
    const rows = await service.list(signedIn(request));
    return ok<AgreementListReply>({ agreements: rows.map((row) => presentAgreement(row)) });
  });

  const unpaidDocs = docs.customer('The signed-in customer’s premium agreements not paid yet');
  app.get('/customer/agreements/unpaid', { schema: unpaidDocs, preHandler: auth }, async (request) => {
    const rows = await service.list(signedIn(request), { unpaidOnly: true });
    return ok<AgreementListReply>({ agreements: rows.map((row) => presentAgreement(row)) });
  });

  app.delete(
    '/agreement/delete/:id',
    {
      schema: {
        ...docs.customer('Delete an agreement', `Its live link stops answering. ${OWNER_ONLY}`),
        params: agreementIdParams,
      },
      preHandler: auth,
    },
    async (request) => {
      await service.remove(signedIn(request), request.params.id);
      return ok(null, [request.t('agreement.deleted')]);
    },
  );

  /** Each language's text as the download page shows it: title, safe HTML, date. */
  const presentTexts = (type: string, versions: AgreementVersionRow[], t: (key: string) => string) =>
    Promise.all(
      versions.map(
        async (version): Promise<AgreementLanguageText> => ({
          language: version.language,
          title: titleOf(version.markdown, t(`common:agreementTypes.${type}.name`)),
          html: await documentHtml(version.markdown),
          updated_at: version.createdAt.toISOString(),
        }),
      ),
    );

  app.get(
    '/agreement/public-download-details/:id',
    {
      schema: {
        ...docs.public(
          'An agreement’s texts as the download page shows them to anyone with its address',
          'Type, status, language and the text per language; no answers, files or live link.',
        ),
        params: agreementIdParams,
      },
    },
    async (request) => {
      const { agreement, texts } = await service.publicDownloadDetails(request.params.id);
      const { id, type, status, language } = presentAgreement(agreement);
      return ok<PublicDownloadDetailsReply>({
        agreement: { id, type, status, language },
        texts: await presentTexts(agreement.type, texts, request.t),
      });
    },
  );

  app.get(
    '/agreement/download-details/:id',
    {
      schema: {
        ...docs.customer('The download page of an agreement: texts, files, live link', OWNER_ONLY),
        params: agreementIdParams,
      },
      preHandler: auth,
    },
    async (request) => {
      const { agreement, texts, files } = await service.downloadDetails(signedIn(request), request.params.id);
      return ok<DownloadDetailsReply>({
        agreement: presentAgreement(agreement),
        texts: await presentTexts(agreement.type, texts, request.t),
        live_url: `${app.config.publicUrl}${livePath(agreement.liveToken)}`,
        files,
      });
    },
  );

  // ── The editor and the version history ─────────────────────────────────────────────────────────

  /** Missing sections with the names of the laws requiring them, in the caller's language. */
  const presentMissing = (
    agreement: { type: AgreementTypeCode },
    sections: { heading: string; laws: string[] }[],
    language: Language,
  ) =>
    sections.map(
      (section): MissingSection => ({
        heading: section.heading,
        laws: section.laws.map((law) => complianceText(agreement.type, language, law)),
      }),
    );
  const presentVersion = (row: AgreementVersionRow): VersionSummary => ({
    id: row.id,
    language: row.language,
    origin: row.origin,
    created_at: row.createdAt.toISOString(),
    characters: row.markdown.length,
  });

  app.post(
    '/agreement/text-check/:id',
    {
      schema: {
        ...docs.customer(
          'Check an edited text before saving it',
          `Names the sections the chosen laws require that the edit removed. ${OWNER_ONLY}`,
        ),
        params: agreementIdParams,
        body: agreementTextRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { agreement, missing } = await service.checkText(
        signedIn(request),
        request.params.id,
        request.body,
      );
      return ok<TextCheckReply>({ missing_sections: presentMissing(agreement, missing, request.language) });
    },
  );

  app.post(
    '/agreement/text/:id',
    {
      schema: {
        ...docs.customer(
          'Save an edited text as a new version',
          `Paid premium agreements only (\`premium_required\` otherwise). ${OWNER_ONLY}`,
        ),
        params: agreementIdParams,
        body: agreementTextRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { agreement, missing } = await service.saveText(
        signedIn(request),
        request.params.id,
        request.body,
      );
      return ok<SaveTextReply>(
        {
          agreement: presentAgreement(agreement),
          missing_sections: presentMissing(agreement, missing, request.language),
        },
        [request.t('agreement.updated')],
      );
    },
  );

  app.get(
    '/agreement/versions/:id',
    {
      schema: { ...docs.customer('An agreement’s version history', OWNER_ONLY), params: agreementIdParams },
      preHandler: auth,
    },
    async (request) => {
      const rows = await service.versions(signedIn(request), request.params.id);
      return ok<VersionsReply>({ versions: rows.map(presentVersion) });
    },
  );

  app.get(
    '/agreement/version/:id/:versionId',
    {
      schema: { ...docs.customer('One version of an agreement’s text', OWNER_ONLY), params: versionParams },
      preHandler: auth,
    },
    async (request) => {
      const row = await service.version(signedIn(request), request.params.id, request.params.versionId);
      return ok<VersionReply>({
        version: { ...presentVersion(row), markdown: row.markdown, html: await documentHtml(row.markdown) },
      });
    },
  );

  app.post(
    '/agreement/restore/:id',
    {
      schema: {
        ...docs.customer('Restore an earlier version as a new version', OWNER_ONLY),
        params: agreementIdParams,
        body: restoreRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { agreement, missing } = await service.restore(
        signedIn(request),
        request.params.id,
        request.body.version_id,
      );
      return ok<SaveTextReply>(
        {
          agreement: presentAgreement(agreement),
          missing_sections: presentMissing(agreement, missing, request.language),
        },
        [request.t('agreement.versionRestored')],
      );
    },
  );

  // ── Translations (premium: a text per language) ───────────────────────────────────────────────

  const presentText = (row: AgreementVersionRow): TranslationText => ({
    language: row.language,
    markdown: row.markdown,
    modified: row.modified,
    updated_at: row.createdAt.toISOString(),
  });

  app.get(
    '/agreement/translation/details/:id',
    {
      schema: {
        ...docs.customer(
          'An agreement’s translations, and the text of one',
          `The source text, the languages present and the ones that can be added. ${OWNER_ONLY}`,
        ),
        params: agreementIdParams,
        querystring: translationDetailsQuery,
      },
      preHandler: auth,
    },
    async (request) => {
      const details = await service.translationDetails(
        signedIn(request),
        request.params.id,
        request.query.language,
      );
      return ok<TranslationDetailsReply>({
        agreement: presentAgreement(details.agreement),
        source: presentText(details.source),
        translations: details.translations.map((row) => ({
          language: row.language,
          modified: row.modified,
          updated_at: row.createdAt.toISOString(),
        })),
        addable_languages: details.addableLanguages,
        translation: details.translation ? presentText(details.translation) : null,
      });
    },
  );

  app.post(
    '/agreement/translation/update/:id',
    {
      schema: {
        ...docs.customer(
          'Add, save or regenerate a translation',
          `Paid premium agreements only. ${OWNER_ONLY}`,
        ),
        params: agreementIdParams,
        body: translationUpdateRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { agreement, translation, missing } = await service.updateTranslation(
        signedIn(request),
        request.params.id,
        request.body,
      );
      return ok<TranslationUpdateReply>(
        {
          agreement: presentAgreement(agreement),
          translation: presentText(translation),
          missing_sections: presentMissing(agreement, missing, request.language),
        },
        [request.t('agreement.translationUpdated')],
      );
    },
  );

  // ── Files (each text in each format, cached by content hash) ───────────────────────────────────

  app.post(
    '/agreement/generate-files',
    {
      schema: {
        ...docs.customer(
          'Prepare an agreement’s files',
          `PDF, DOCX, HTML, TXT or Markdown per language, kept by content; answers where to fetch each. ${OWNER_ONLY}`,
        ),
        body: generateFilesRequest,
      },
      preHandler: auth,
    },
    async (request) => {
      const { agreement_id, language, format } = request.body;
      const files = await service.generateFiles(signedIn(request), agreement_id, { language, format });
      return ok<GenerateFilesReply>({ files });
    },
  );

  app.get(
    '/agreement/file/:id/:language/:format',
    {
      schema: {
        ...docs.customer('Download one file of an agreement', `Answers with the file. ${OWNER_ONLY}`),
        params: agreementFileParams,
      },
      config: { openapi: { fileTypes: Object.values(FILE_FORMATS).map((format) => format.contentType) } },
      preHandler: auth,
    },
    async (request, reply) => {
      const { id, language, format } = request.params;
      const file = await service.file(signedIn(request), id, language, format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('etag', `"${file.hash}"`)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
