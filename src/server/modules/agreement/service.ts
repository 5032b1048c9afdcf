import { wizardFor } from '../../../shared/agreements/definitions';
import { withoutExtras } from '../../../shared/agreements/extras';
import { type AgreementTypeCode, agreementTypeBySlug } from '../../../shared/agreements/types';
import { checkWizard } from '../../../shared/agreements/wizard-engine';
import type { Answers } from '../../../shared/agreements/wizard-model';
import { isLanguage, LANGUAGE_NATIVE_NAMES, type Language } from '../../../shared/i18n/languages';
import type { AppConfig } from '../../config';
import {
  complianceSummary,
  contentLanguages,
  editionOf,
  generateAgreementMarkdown,
  hasGenerator,
  requiredSections,
} from '../../content';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { FileFormat } from '../../documents';
import { isLongText, missingSectionsInPool } from '../../documents/render-pool';
import { AppError } from '../../http/app-error';
import { translator } from '../../i18n';
import { enqueueMail, type Outbox, outboxInsert } from '../../mail/outbox';
import { renderEmail } from '../../mail/templates';
import type { CustomerRow, CustomerService } from '../customer';
import type { AgreementChange, AgreementChanges } from './changes';
import { missingSections } from './completeness';
import { createAgreementFiles, FORMATS } from './files';
import { downloadPath } from './presenter';
import * as repo from './repo';

export type AgreementServiceDeps = {
  db: Db;
  config: AppConfig;
  /** Mails are written to it with the change that causes them, and delivered after the commit. */
  outbox: Outbox;
  customerService: CustomerService;
  /** Told about every change to an agreement's text or existence (the live link's cache listens). */
  changes: AgreementChanges;
};

export type NewAgreementInput = {
  type: string;
  answers: Record<string, unknown>;
  language: Language;
  premium?: boolean;
  email?: string;
  finalize?: boolean;
};

/** The rules of agreements: who may create, see and change them, and how their text is made. */
export function createAgreementService({
  db,
  config,
  outbox,
  customerService,
  changes,
}: AgreementServiceDeps) {
  const files = createAgreementFiles(config);

  /** The type's code when it has a wizard and a clause library here (TEST only outside production). */
  function resolveType(slug: string): AgreementTypeCode {
    const type = agreementTypeBySlug(slug);
    const available =
      type &&
      wizardFor(type.code) &&
      hasGenerator(type.code) &&
      !(type.code === 'TEST' && config.env === 'production');
    if (!type || !available) throw new AppError('not_found', 'wizard.unknownType');
    return type.code;
  }

  /** The mail that sends an agreement's download link, in the customer's language. */
  function agreementMail(
    customer: Pick<CustomerRow, 'email' | 'language'>,
    agreement: Pick<repo.AgreementRow, 'id' | 'type' | 'language'>,
    newAccount: boolean,
  ) {
    // The customer's language, whatever language the document itself is in.
    const language: Language = isLanguage(customer.language) ? customer.language : agreement.language;
    const agreementName = translator(language)(`common:agreementTypes.${agreement.type}.name`);
    return renderEmail('agreementCreated', {
      to: customer.email,
      language,
      config,
      url: `${config.publicUrl}${downloadPath(agreement.id)}`,
      values: { agreementName },
      extraParagraphs: newAccount ? ['activationNote'] : [],
    });
  }

  /** Refuses a language the type's documents do not exist in, naming the ones they do. */
  function requireContentLanguage(type: AgreementTypeCode, language: Language): void {
    const languages = contentLanguages(type);
    if (languages.includes(language)) return;
    const names = languages.map((code) => LANGUAGE_NATIVE_NAMES[code]).join(', ');
    throw new AppError(
      'validation_failed',
      'agreement.languageUnavailable',
      { languages: names },
      { language: { key: 'agreement.languageUnavailable', params: { languages: names } } },
    );
  }

  /** The answers as the engine keeps them; invalid ones refused with a message per answer path. */
  function checkAnswers(type: AgreementTypeCode, answers: Record<string, unknown>, required = true) {
    const definition = wizardFor(type);
    if (!definition) throw new AppError('not_found', 'wizard.unknownType');
    const checked = checkWizard(definition, answers as Answers);
    if (required && !checked.valid) {
      const fieldErrors = Object.fromEntries(
        Object.entries(checked.errors).map(([path, error]) => [
          path,
          { key: error.key, params: error.params },
        ]),
      );
      throw new AppError('validation_failed', 'wizard.answersInvalid', {}, fieldErrors);
    }
    return checked.answers;
  }

  /**
   * Creates an agreement from the wizard ("Generate"): checked answers, text generated in the chosen
   * language and stored as the first version. A visitor's new e-mail gets an account without a
   * password; an e-mail that has an account must log in first.
   */
  async function create(
    signedIn: CustomerRow | null,
    input: NewAgreementInput,
    /** The visitor's interface language: a new account's (and so its e-mails') language. */
    interfaceLanguage: Language = input.language,
  ) {
    const type = resolveType(input.type);
    requireContentLanguage(type, input.language);
    const finalize = input.finalize !== false;
    if (!finalize && !signedIn)
      throw new AppError('unauthenticated', 'agreement.draftNeedsLogin', {}, {}, 401);
    const answers = checkAnswers(type, input.answers, finalize);

    const owner = signedIn;
    if (!owner) {
      if (!input.email)
        throw new AppError(
          'validation_failed',
          'agreement.emailRequired',
          {},
          { email: { key: 'agreement.emailRequired' } },
        );
      const existing = await customerService.findByEmail(input.email);
      if (existing) {
        throw new AppError('account_exists', 'agreement.accountExists', { email: existing.email }, {}, 200, {
          email: existing.email,
          confirmed: existing.confirmedAt !== null,
          has_password: existing.passwordHash !== null,
        });
      }
    }

    const premium = input.premium === true;
    // A new agreement is not paid for yet: a premium one gets the locked edition until it is.
    const markdown = finalize
      ? generateAgreementMarkdown(type, answers, {
          language: input.language,
          edition: editionOf({ premium, paidAt: null }),
        })
      : null;
    const values = {
      type,
      status: finalize ? 'finished' : 'unfinished',
      premium,
      language: input.language,
      answers,
    } as const;

    const newCustomer = owner
      ? undefined
      : { email: input.email as string, passwordHash: null, language: interfaceLanguage };
    // The new account's activation link and the agreement's mail are written with the agreement,
    // to the outbox: they go out after the commit, even if the process stops right after replying.
    const recipient = owner ?? (newCustomer as { email: string; language: Language });
    const alongside = (tx: Executor, ids: { agreementId: string; customerId: string }) => {
      const statements: { execute(): Promise<unknown> }[] = [];
      if (newCustomer) {
        // Premium chosen: the activation link goes on to the checkout once the password is chosen.
        statements.push(
          ...customerService.activationLinkInserts(
            tx,
            { id: ids.customerId, ...newCustomer },
            premium ? { next: `/wizard/pay/${ids.agreementId}` } : {},
          ),
        );
      }
      if (finalize)
        statements.push(
          outboxInsert(
            tx,
            agreementMail(recipient, { id: ids.agreementId, type, language: input.language }, !owner),
          ),
        );
      return statements;
    };
    let created: Awaited<ReturnType<typeof repo.insertAgreement>>;
    try {
      created = await repo.insertAgreement(
        db,
        { ...values, customerId: owner?.id },
        markdown,
        newCustomer,
        alongside,
      );
    } catch (error) {
      // Another request made an account with this e-mail since the check above.
      if (!owner && isUniqueViolation(error))
        throw new AppError('account_exists', 'agreement.accountExists', { email: input.email as string });
      throw error;
    }
    const { agreement } = created;
    const customer = owner ?? (created.customer as CustomerRow);
    outbox.wake();
    return { agreement, customer };
  }

  /** An agreement its owner may see; anyone else gets the forbidden payload ("use the right account"). */
  async function findOwned(customer: CustomerRow, id: string): Promise<repo.AgreementRow> {
    const agreement = await repo.findAgreement(db, id);
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    if (agreement.customerId !== customer.id) throw new AppError('forbidden', 'agreement.otherAccount');
    return agreement;
  }

  async function details(customer: CustomerRow, id: string) {
    const found = await findOwned(customer, id);
    const [version, paymentPending] = await Promise.all([
      repo.latestVersion(db, found.id, found.language),
      repo.hasPaymentPending(db, found.id),
    ]);
    // Whether a payment is under way: the checkout and the premium notices then offer no second one.
    return { agreement: { ...found, paymentPending }, markdown: version?.markdown ?? null };
  }

  async function resendLink(customer: CustomerRow, id: string): Promise<void> {
    const agreement = await findOwned(customer, id);
    await enqueueMail(db, agreementMail(customer, agreement, false));
    outbox.wake();
  }

  /**
   * The finalize step's preview: the document the answers make, and the compliance summary. Nothing
   * is stored; the answers are checked like `create` checks them.
   */
  function preview(input: {
    type: string;
    answers: Record<string, unknown>;
    language: Language;
    premium?: boolean;
  }) {
    const type = resolveType(input.type);
    requireContentLanguage(type, input.language);
    const answers = checkAnswers(type, input.answers);
    // Nothing is paid for in a preview: premium clauses show as locked sections.
    const markdown = generateAgreementMarkdown(type, answers, {
      language: input.language,
      edition: editionOf({ premium: input.premium === true, paidAt: null }),
    });
    return { type, markdown, compliance: complianceSummary(type, answers) };
  }

  /** Update mode needs the owner, with a confirmed e-mail: it replaces the text and its manual changes. */
  async function findUpdatable(customer: CustomerRow, id: string): Promise<repo.AgreementRow> {
    if (!customer.confirmedAt) throw new AppError('forbidden', 'account.notConfirmed');
    const agreement = await findOwned(customer, id);
    if (!wizardFor(agreement.type)) throw new AppError('not_found', 'wizard.unknownType');
    return agreement;
  }

  /**
   * Re-runs the wizard on an existing agreement: new answers, the text generated again as a new
   * version (origin wizard_update), manual changes reset. Premium can be added, never taken away.
   */
  async function update(
    customer: CustomerRow,
    id: string,
    input: { answers: Record<string, unknown>; language: Language; premium?: boolean },
  ) {
    const existing = await findUpdatable(customer, id);
    const type = existing.type;
    requireContentLanguage(type, input.language);
    const answers = checkAnswers(type, input.answers);
    const premium = existing.premium || input.premium === true;
    // Every language the agreement has follows the new answers, and the chosen one comes first.
    const languages = new Set([input.language, ...(await texts(existing)).map((text) => text.language)]);
    const textAnswers = paidTextAnswers({ ...existing, answers });
    const edition = editionOf({ premium, paidAt: existing.paidAt });
    const regenerated = [...languages]
      .filter((language): language is Language => contentLanguages(type).includes(language as Language))
      .map((language) => ({
        language,
        markdown: generateAgreementMarkdown(type, textAnswers, { language, edition }),
      }));
    const updated = await repo.updateFromWizard(
      db,
      existing.id,
      { answers, language: input.language, premium },
      regenerated,
    );
    changes.publish({ agreementId: updated.id, liveToken: updated.liveToken });
    return updated;
  }

  /**
   * What a paid agreement's text is generated from: its answers without the price_extra options
   * chosen after the payment, until their difference is paid. Unpaid agreements keep
   * every answer: their text stays behind the unpaid overlay until the first payment.
   */
  function paidTextAnswers(agreement: Pick<repo.AgreementRow, 'type' | 'answers' | 'paidAt' | 'paidExtras'>) {
    const definition = wizardFor(agreement.type);
    const answers = agreement.answers;
    if (!definition || agreement.paidAt === null) return answers;
    return withoutExtras(definition, answers, agreement.paidExtras);
  }

  /**
   * Generates every language of an agreement again for what is now paid for, with `executor` (the
   * payment's database transaction: a paid agreement never keeps its locked text, whatever happens
   * after the commit). The extras paid for join the text: a new version per language, the history
   * keeps the old; on the first payment the locked texts are replaced. Answers what the caller
   * publishes on AgreementChanges after its commit.
   */
  async function unlockTexts(
    executor: Db,
    agreementId: string,
    options: { firstPayment?: boolean } = {},
  ): Promise<{ agreementId: string; liveToken: string } | null> {
    const agreement = await repo.findAgreement(executor, agreementId);
    if (agreement?.status !== 'finished') return null;
    const type = agreement.type;
    const textAnswers = paidTextAnswers(agreement);
    const edition = editionOf(agreement);
    const current = await repo.currentTexts(executor, agreement.id);
    const regenerated = current
      .filter((text) => contentLanguages(type).includes(text.language))
      .map((text) => ({
        language: text.language,
        markdown: generateAgreementMarkdown(type, textAnswers, {
          language: text.language,
          edition,
        }),
      }));
    if (regenerated.length === 0) return null;
    // Paid for the first time: the locked texts were only ever the generator's, with no text of
    // the customer's among them, so the premium text replaces them rather than following them.
    if (options.firstPayment) {
      const now = new Date();
      await repo.replaceVersions(
        executor,
        agreement.id,
        regenerated.map((text) => ({ ...text, createdAt: now })),
      );
      return { agreementId: agreement.id, liveToken: agreement.liveToken };
    }
    const updated = await repo.updateFromWizard(
      executor,
      agreement.id,
      { answers: agreement.answers, language: agreement.language, premium: agreement.premium },
      regenerated,
    );
    return { agreementId: updated.id, liveToken: updated.liveToken };
  }

  /**
   * Makes sure no unpaid premium agreement keeps premium text stored: texts written before premium
   * text was locked are generated again in the locked edition, each with its date, and their
   * history (generator output only: an unpaid agreement cannot be edited) is dropped. Run at start;
   * an agreement whose texts are locked already is left as it is. Answers how many it changed.
   */
  async function lockUnpaidTexts(): Promise<number> {
    let changed = 0;
    let after: string | null = null;
    for (;;) {
      const page = await repo.unpaidPremiumAgreements(db, after, 100);
      if (page.length === 0) return changed;
      after = page.at(-1)?.id ?? null;
      for (const agreement of page) {
        const type = agreement.type;
        if (!hasGenerator(type)) continue;
        const current = (await repo.currentTexts(db, agreement.id)).filter((text) =>
          contentLanguages(type).includes(text.language),
        );
        const locked = current.map((text) => ({
          language: text.language,
          createdAt: text.createdAt,
          markdown: generateAgreementMarkdown(type, agreement.answers, {
            language: text.language,
            edition: 'locked',
            date: text.createdAt,
          }),
        }));
        if (locked.every((text, index) => text.markdown === current[index]?.markdown)) continue;
        await repo.replaceVersions(db, agreement.id, locked);
        changes.publish({ agreementId: agreement.id, liveToken: agreement.liveToken });
        changed += 1;
      }
    }
  }

  /** `unlockTexts` on its own, for callers outside a payment; the live pages are told at once. */
  async function refreshTexts(agreementId: string): Promise<void> {
    const change = await unlockTexts(db, agreementId);
    if (change) changes.publish(change);
  }

  async function list(customer: CustomerRow, options: { unpaidOnly?: boolean } = {}) {
    return repo.listAgreements(db, customer.id, options);
  }

  /** Deletes the owner's agreement with its versions; its live link stops answering at once. */
  async function remove(customer: CustomerRow, id: string): Promise<void> {
    const agreement = await findOwned(customer, id);
    if (!(await repo.deleteAgreement(db, agreement.id)))
      throw new AppError('not_found', 'agreement.notFound');
    changes.publish({ agreementId: agreement.id, liveToken: agreement.liveToken });
  }

  /** The current text in every language the agreement has, its own language first. */
  async function texts(agreement: repo.AgreementRow) {
    return mainLanguageFirst(agreement, await repo.currentTexts(db, agreement.id));
  }

  function mainLanguageFirst(agreement: repo.AgreementRow, rows: repo.AgreementVersionRow[]) {
    return rows.sort(
      (a, b) => Number(b.language === agreement.language) - Number(a.language === agreement.language),
    );
  }

  /** The download page for anyone with the link: the preview, nothing to download (that needs a login). */
  async function publicDownloadDetails(id: string) {
    // Asked together: one wait for the database instead of two on this busy page.
    const [agreement, rows] = await Promise.all([repo.findAgreement(db, id), repo.currentTexts(db, id)]);
    if (!agreement) throw new AppError('not_found', 'agreement.notFound');
    return { agreement, texts: mainLanguageFirst(agreement, rows) };
  }

  /** The download page for the owner: the texts, their files, and (in the route) the live link. */
  async function downloadDetails(customer: CustomerRow, id: string) {
    const found = await findOwned(customer, id);
    const current = await texts(found);
    const agreement = { ...found, paymentPending: await repo.hasPaymentPending(db, found.id) };
    return { agreement, texts: current, files: await files.list(found, current) };
  }

  /** Renders the owner's files: every language's or one, every format or one. */
  async function generateFiles(
    customer: CustomerRow,
    id: string,
    options: { language?: Language; format?: FileFormat },
  ) {
    const agreement = await findOwned(customer, id);
    const current = (await texts(agreement)).filter(
      (version) => !options.language || version.language === options.language,
    );
    if (options.language && current.length === 0)
      throw new AppError(
        'validation_failed',
        'agreement.noTextInLanguage',
        {},
        { language: { key: 'agreement.noTextInLanguage' } },
      );
    return files.generate(agreement, current, options.format ? [options.format] : FORMATS);
  }

  /** One of the owner's files, for the download. */
  async function file(customer: CustomerRow, id: string, language: Language, format: FileFormat) {
    const agreement = await findOwned(customer, id);
    const version = await requireTextIn(agreement, language);
    return files.file(agreement, version, format);
  }

  /** Editing is a premium feature: the agreement must be premium and paid for. */
  function requirePaidPremium(agreement: repo.AgreementRow, message = 'agreement.premiumOnly'): void {
    if (!agreement.premium || agreement.paidAt === null) throw new AppError('premium_required', message);
  }

  /** A language the agreement has a text in; its text is what the editor changes. */
  async function requireTextIn(agreement: repo.AgreementRow, language: Language) {
    const current = await repo.latestVersion(db, agreement.id, language);
    if (!current)
      throw new AppError(
        'validation_failed',
        'agreement.noTextInLanguage',
        {},
        { language: { key: 'agreement.noTextInLanguage' } },
      );
    return current;
  }

  /**
   * The sections the law requires for the agreement's answers that `markdown` lacks. A long text is
   * checked in the render pool: reading it whole could hold up the server's thread.
   */
  function missingFrom(agreement: repo.AgreementRow, markdown: string, language: Language) {
    const required = requiredSections(agreement.type, agreement.answers, {
      language,
      premium: agreement.premium,
    });
    return isLongText(markdown)
      ? missingSectionsInPool(markdown, required)
      : Promise.resolve(missingSections(markdown, required));
  }

  /** The completeness check before saving (sections laws require); the owner's agreement, nothing stored. */
  async function checkText(customer: CustomerRow, id: string, input: { language: Language; text: string }) {
    const agreement = await findOwned(customer, id);
    return { agreement, missing: await missingFrom(agreement, input.text, input.language) };
  }

  /** Saves the editor's text as a new version; the generator no longer revises the agreement. */
  async function saveText(customer: CustomerRow, id: string, input: { language: Language; text: string }) {
    const existing = await findOwned(customer, id);
    requirePaidPremium(existing);
    await requireTextIn(existing, input.language);
    const markdown = `${input.text.replace(/\r\n?/g, '\n').trimEnd()}\n`;
    const agreement = await repo.addTextVersion(db, existing.id, {
      language: input.language,
      markdown,
      origin: 'edited',
      modified: true,
    });
    changes.publish({ agreementId: agreement.id, liveToken: agreement.liveToken });
    return { agreement, missing: await missingFrom(agreement, markdown, input.language) };
  }

  async function versions(customer: CustomerRow, id: string) {
    const agreement = await findOwned(customer, id);
    return repo.listVersions(db, agreement.id);
  }

  async function version(customer: CustomerRow, id: string, versionId: string) {
    const agreement = await findOwned(customer, id);
    const found = await repo.findVersion(db, agreement.id, versionId);
    if (!found) throw new AppError('not_found', 'agreement.versionNotFound');
    return found;
  }

  /**
   * Brings an earlier text back as a new version (the history keeps everything). A generated text
   * brought back belongs to the generator again; the customer's stays the customer's (premium).
   */
  async function restore(customer: CustomerRow, id: string, versionId: string) {
    const existing = await findOwned(customer, id);
    const earlier = await repo.findVersion(db, existing.id, versionId);
    if (!earlier) throw new AppError('not_found', 'agreement.versionNotFound');
    if (earlier.modified) requirePaidPremium(existing);
    const agreement = await repo.addTextVersion(db, existing.id, {
      language: earlier.language,
      markdown: earlier.markdown,
      origin: 'restored',
      modified: earlier.modified,
    });
    changes.publish({ agreementId: agreement.id, liveToken: agreement.liveToken });
    return {
      agreement,
      missing: await missingFrom(agreement, earlier.markdown, earlier.language),
    };
  }

  /** The translation editor's data: the source text, the other languages, one of them. */
  async function translationDetails(customer: CustomerRow, id: string, language?: Language) {
    const agreement = await findOwned(customer, id);
    const current = await texts(agreement);
    const source = current.find((text) => text.language === agreement.language);
    if (!source) throw new AppError('not_found', 'agreement.noTextInLanguage');
    const translations = current.filter((text) => text.language !== agreement.language);
    const present = new Set(current.map((text) => text.language));
    return {
      agreement,
      source,
      translations,
      addableLanguages: contentLanguages(agreement.type).filter((code) => !present.has(code)),
      translation: translations.find((text) => text.language === language) ?? null,
    };
  }

  /**
   * Adds a translation or changes one (premium only): without `text` the language is generated
   * from the answers — a new translation, or the customer's changes given up; with `text` the
   * customer's translation is saved and the language is marked modified, like an edited agreement.
   */
  async function updateTranslation(
    customer: CustomerRow,
    id: string,
    input: { language: Language; text?: string | undefined },
  ) {
    const existing = await findOwned(customer, id);
    requirePaidPremium(existing, 'agreement.translationPremiumOnly');
    if (input.language === existing.language)
      throw new AppError(
        'validation_failed',
        'agreement.translationOfSource',
        {},
        { language: { key: 'agreement.translationOfSource' } },
      );
    // An unfinished agreement has no text to translate.
    await requireTextIn(existing, existing.language);
    const type = existing.type;
    let markdown: string;
    if (input.text === undefined) {
      requireContentLanguage(type, input.language);
      markdown = generateAgreementMarkdown(type, paidTextAnswers(existing), {
        language: input.language,
        edition: editionOf(existing),
      });
    } else {
      await requireTextIn(existing, input.language);
      markdown = `${input.text.replace(/\r\n?/g, '\n').trimEnd()}\n`;
    }
    const modified = input.text !== undefined;
    const agreement = await repo.addTextVersion(db, existing.id, {
      language: input.language,
      markdown,
      origin: modified ? 'edited' : 'generated',
      modified,
    });
    changes.publish({ agreementId: agreement.id, liveToken: agreement.liveToken });
    const translation = await repo.latestVersion(db, agreement.id, input.language);
    if (!translation) throw new Error(`translation ${input.language} of ${agreement.id} vanished`);
    return { agreement, translation, missing: await missingFrom(agreement, markdown, input.language) };
  }

  return {
    unlockTexts,
    lockUnpaidTexts,
    refreshTexts,
    translationDetails,
    updateTranslation,
    checkText,
    saveText,
    versions,
    version,
    restore,
    create,
    details,
    resendLink,
    preview,
    findUpdatable,
    update,
    list,
    remove,
    publicDownloadDetails,
    downloadDetails,
    generateFiles,
    file,
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;

// What the other modules read of agreements, through index.ts; `db` may be their transaction.

/** An agreement by its id (the payment module prices, settles and describes it). */
export function findAgreement(db: Db, id: string): Promise<repo.AgreementRow | undefined> {
  return repo.findAgreement(db, id);
}

/** The agreement a live link names, with its current text per language (newest first); undefined for none. */
export async function findLiveAgreement(
  db: Db,
  liveToken: string,
): Promise<{ agreement: repo.AgreementRow; texts: repo.AgreementVersionRow[] } | undefined> {
  const agreement = await repo.findAgreementByLiveToken(db, liveToken);
  if (!agreement) return undefined;
  return { agreement, texts: await repo.currentTexts(db, agreement.id) };
}

/** The live links of a customer's agreements: what must stop answering when the account goes. */
export async function liveLinksOf(db: Db, customerId: string): Promise<AgreementChange[]> {
  const agreements = await repo.listAgreements(db, customerId);
  return agreements.map((agreement) => ({ agreementId: agreement.id, liveToken: agreement.liveToken }));
}
