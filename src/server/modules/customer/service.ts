import { randomBytes, randomUUID } from 'node:crypto';
import { formatLongDate } from '../../../shared/dates';
import { isLanguage, type Language } from '../../../shared/i18n/languages';
import { checkActivationPassword, checkNewPassword, PASSWORD_MAX_LENGTH } from '../../../shared/validation';
import type { AppConfig } from '../../config';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { enqueueMail, type Outbox, outboxInsert } from '../../mail/outbox';
import { type EmailKind, renderEmail } from '../../mail/templates';
import { type AgreementChanges, liveLinksOf } from '../agreement';
import { hashPassword, verifyPassword } from './passwords';
import * as repo from './repo';
import { type SessionTokens, sha256, type TokenService } from './tokens';

export type CustomerServiceDeps = {
  db: Db;
  config: AppConfig;
  /** Mails are written to it with the change that causes them, and delivered after the commit. */
  outbox: Outbox;
  tokens: TokenService;
  /** Told about each agreement an account deletion takes with it (the live link's cache listens). */
  agreementChanges: AgreementChanges;
};

export type CustomerService = ReturnType<typeof createCustomerService>;

/**
 * The rules of customer accounts (sign-up, activation, login, sessions, passwords); routes only
 * translate HTTP to these calls.
 */
export function createCustomerService({ db, config, outbox, tokens, agreementChanges }: CustomerServiceDeps) {
  /** An account mail in the customer's language, for the outbox (written with the change it tells of). */
  function accountMail(
    customer: Pick<repo.CustomerRow, 'email' | 'language'>,
    kind: EmailKind,
    url?: string,
  ) {
    const language: Language = isLanguage(customer.language) ? customer.language : 'en';
    const values = { date: formatLongDate(new Date(), language), hours: linkHours(kind) };
    return renderEmail(kind, { to: customer.email, language, config, url, values });
  }

  const linkHours = (kind: EmailKind) =>
    kind === 'passwordReset' ? config.passwordResetLinkTtlHours : config.activationLinkTtlHours;

  /**
   * A new activation link (a random hex code) and its mail, as values to store together: for a
   * customer being created in the same transaction. `next`: a path of this site the activation page
   * goes on to once the account is active (the checkout of a premium agreement).
   */
  function activationLink(
    customer: Pick<repo.CustomerRow, 'id' | 'email' | 'language'>,
    { next }: { next?: string } = {},
  ) {
    const code = randomBytes(32).toString('hex');
    const then = next ? `?redirect=${encodeURIComponent(next)}` : '';
    return {
      link: {
        customerId: customer.id,
        purpose: 'activation' as const,
        codeHash: sha256(code),
        expiresAt: new Date(Date.now() + config.activationLinkTtlHours * 3_600_000),
      },
      mail: accountMail(
        customer,
        'activation',
        `${config.publicUrl}/profile/activate-account/${code}${then}`,
      ),
    };
  }

  /** Creates an activation link and writes its mail to the outbox, together; the earlier link retires. */
  async function sendActivationLink(customer: repo.CustomerRow): Promise<boolean> {
    const { link, mail } = activationLink(customer);
    await repo.replaceLink(db, link, mail);
    outbox.wake();
    return true;
  }

  /**
   * The statements that store a new activation link and write its mail to the outbox (see
   * `activationLink`), for a transaction that creates the customer too: a visitor's first agreement.
   */
  function activationLinkInserts(
    tx: Executor,
    customer: Pick<repo.CustomerRow, 'id' | 'email' | 'language'>,
    options: { next?: string } = {},
  ) {
    const { link, mail } = activationLink(customer, options);
    return [repo.linkInsert(tx, link), outboxInsert(tx, mail)];
  }

  /** Applies a password rule; the message names the rule broken, under the call's own field name. */
  function assertNewPassword(
    password: string,
    field: string,
    rule: typeof checkNewPassword = checkNewPassword,
  ): void {
    const problem = rule(password, password);
    if (problem) throw new AppError('validation_failed', problem, {}, { [field]: { key: problem } });
  }

  async function register(input: {
    email: string;
    password?: string;
    language?: Language;
    send_activation?: boolean;
    initial_password_set?: boolean;
  }) {
    const wantsPassword = input.initial_password_set !== false || input.password !== undefined;
    if (wantsPassword) {
      if (!input.password)
        throw new AppError(
          'validation_failed',
          'account.registerIncomplete',
          {},
          { password: { key: 'validation.required' } },
        );
      if (input.password.length > PASSWORD_MAX_LENGTH)
        throw new AppError(
          'validation_failed',
          'account.passwordTooLong',
          {},
          { password: { key: 'account.passwordTooLong' } },
        );
      assertNewPassword(input.password, 'password');
    }
    if (await repo.findCustomerByEmail(db, input.email)) {
      throw new AppError(
        'validation_failed',
        'account.emailExists',
        {},
        { email: { key: 'account.emailExists' } },
      );
    }
    const customer = await repo.insertCustomer(db, {
      email: input.email,
      passwordHash: wantsPassword && input.password ? await hashPassword(input.password) : null,
      language: input.language ?? 'en',
    });
    if (!customer)
      throw new AppError(
        'validation_failed',
        'account.emailExists',
        {},
        { email: { key: 'account.emailExists' } },
      );
    const mailed = input.send_activation !== false ? await sendActivationLink(customer) : false;
    return { customer, mailed };
  }

  async function login(
    email: string,
    password: string,
  ): Promise<{ customer: repo.CustomerRow; tokens: SessionTokens }> {
    const customer = await repo.findCustomerByEmail(db, email);
    const passwordMatches = await verifyPassword(customer?.passwordHash ?? null, password);
    // One message for every failure, so the form does not reveal which accounts exist.
    if (!customer || !passwordMatches || !customer.confirmedAt)
      throw new AppError('login_failed', 'account.loginFailed');
    return { customer, tokens: await tokens.startSession(customer) };
  }

  async function emailStatus(email: string) {
    const customer = await repo.findCustomerByEmail(db, email);
    return {
      exists: Boolean(customer),
      confirmed: Boolean(customer?.confirmedAt),
      has_password: Boolean(customer?.passwordHash),
    };
  }

  async function resendActivation(email: string): Promise<void> {
    const customer = await repo.findCustomerByEmail(db, email);
    if (customer && !customer.confirmedAt && !(await sendActivationLink(customer))) {
      throw new AppError('internal_error', 'account.sendFailed', { email: config.supportEmail });
    }
  }

  async function checkActivationCode(code: string) {
    const link = await repo.findLink(db, sha256(code), 'activation');
    if (!link?.usable) return { valid: false, needs_password: false };
    return { valid: true, needs_password: link.customer.passwordHash === null, email: link.customer.email };
  }

  async function activate(code: string): Promise<void> {
    const link = await repo.findLink(db, sha256(code), 'activation');
    if (!link) throw new AppError('validation_failed', 'account.linkInvalid');
    if (!link.usable) throw new AppError('validation_failed', 'account.linkExpired');
    if (!link.customer.passwordHash) throw new AppError('validation_failed', 'account.needsPassword');
    await db.transaction(async (tx) => {
      const customer = await repo.consumeLink(tx, sha256(code), 'activation');
      if (!customer) throw new AppError('validation_failed', 'account.linkExpired');
      await repo.updateCustomer(tx, customer.id, {
        confirmedAt: customer.confirmedAt ?? new Date(),
      });
    });
  }

  async function setInitialPassword(code: string, password: string): Promise<void> {
    assertNewPassword(password, 'password', checkActivationPassword);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const customer = await repo.consumeLink(tx, sha256(code), 'activation');
      if (!customer) throw new AppError('validation_failed', 'account.linkExpired');
      await repo.updateCustomer(tx, customer.id, {
        passwordHash,
        passwordChangedAt: new Date(),
        confirmedAt: customer.confirmedAt ?? new Date(),
      });
    });
  }

  async function requestPasswordReset(email: string): Promise<void> {
    const customer = await repo.findCustomerByEmail(db, email);
    if (!customer) return;
    const code = randomUUID();
    await repo.replaceLink(
      db,
      {
        customerId: customer.id,
        purpose: 'password_reset',
        codeHash: sha256(code),
        expiresAt: new Date(Date.now() + config.passwordResetLinkTtlHours * 3_600_000),
      },
      accountMail(customer, 'passwordReset', `${config.publicUrl}/profile/reset-password/${code}`),
    );
    outbox.wake();
  }

  async function isResetCodeValid(code: string): Promise<boolean> {
    return Boolean((await repo.findLink(db, sha256(code), 'password_reset'))?.usable);
  }

  /** Sets a new password from a reset link; the link proves the address, so it also confirms the account. */
  async function resetPassword(code: string, newPassword: string): Promise<void> {
    assertNewPassword(newPassword, 'newpassword');
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      const found = await repo.consumeLink(tx, sha256(code), 'password_reset');
      if (!found) throw new AppError('validation_failed', 'account.linkExpired');
      const updated = await repo.updateCustomer(tx, found.id, {
        passwordHash,
        passwordChangedAt: new Date(),
        confirmedAt: found.confirmedAt ?? new Date(),
      });
      await tokens.revokeAllSessions(found.id, tx);
      await enqueueMail(tx, accountMail(updated ?? found, 'passwordChanged'));
      return updated ?? found;
    });
    outbox.wake();
  }

  /** Changes the password; every other session ends and this one continues with new tokens. */
  async function changePassword(
    customer: repo.CustomerRow,
    oldPassword: string,
    newPassword: string,
  ): Promise<SessionTokens> {
    if (!(await verifyPassword(customer.passwordHash, oldPassword))) {
      throw new AppError(
        'validation_failed',
        'account.oldPasswordWrong',
        {},
        { oldpassword: { key: 'account.oldPasswordWrong' } },
      );
    }
    assertNewPassword(newPassword, 'newpassword');
    const passwordHash = await hashPassword(newPassword);
    const updated = await db.transaction(async (tx) => {
      const row = await repo.updateCustomer(tx, customer.id, {
        passwordHash,
        passwordChangedAt: new Date(),
      });
      await tokens.revokeAllSessions(customer.id, tx);
      await enqueueMail(tx, accountMail(customer, 'passwordChanged'));
      return row ?? customer;
    });
    outbox.wake();
    return tokens.startSession(updated);
  }

  async function setLanguage(customer: repo.CustomerRow, language: Language) {
    return (await repo.updateCustomer(db, customer.id, { language })) ?? customer;
  }

  async function deleteAccount(customer: repo.CustomerRow, password: string): Promise<void> {
    if (!(await verifyPassword(customer.passwordHash, password))) {
      throw new AppError(
        'validation_failed',
        'account.deletePasswordWrong',
        {},
        { password: { key: 'account.deletePasswordWrong' } },
      );
    }
    // Read before the cascade takes them: their live links must stop answering everywhere.
    const published = await liveLinksOf(db, customer.id);
    await repo.deleteCustomer(db, customer.id, accountMail(customer, 'accountDeleted'));
    outbox.wake();
    for (const change of published) agreementChanges.publish(change);
  }

  return {
    sendActivationLink,
    activationLink,
    activationLinkInserts,
    register,
    login,
    emailStatus,
    resendActivation,
    checkActivationCode,
    activate,
    setInitialPassword,
    requestPasswordReset,
    isResetCodeValid,
    resetPassword,
    changePassword,
    setLanguage,
    deleteAccount,
    isEmailAvailable: async (email: string) => !(await repo.findCustomerByEmail(db, email)),
    /** The account with this e-mail, if there is one. */
    findByEmail: (email: string) => repo.findCustomerByEmail(db, email),
  };
}

/** A customer by id, for the other modules (`db` may be their transaction). */
export function findCustomer(db: Db, id: string): Promise<repo.CustomerRow | undefined> {
  return repo.findCustomerById(db, id);
}
