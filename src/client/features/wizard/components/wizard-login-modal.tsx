import { type FormEvent, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountExistsReply } from '../../../../shared/api/agreement';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { ApiError } from '../../../lib/api-client';
import { login } from '../../../lib/session';
import { getSettings } from '../../../lib/settings';
import { resendActivationEmail } from '../../auth/api';

type Outcome = { kind: 'success' | 'danger'; message: string } | null;

/**
 * The wizard login modal, opened by "Generate": the send-to address already has an account, so the
 * visitor logs in to it — or, when it is not confirmed yet, asks for the confirmation link again. After the login the agreement is generated with the same answers.
 */
export function WizardLoginModal({
  account,
  onLoggedIn,
  onUseAnotherEmail,
  onClose,
}: {
  /** The account the server found; undefined when its reply did not say (treated as "cannot log in"). */
  account: AccountExistsReply | undefined;
  onLoggedIn: () => void;
  onUseAnotherEmail: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { supportEmail } = getSettings();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const canLogIn = account?.confirmed === true && account.has_password;

  const submitLogin = async (event: FormEvent) => {
    event.preventDefault();
    if (!account || pending) return;
    if (password === '') {
      setPasswordError(t('errors:validation.required', { field: t('auth.password') }));
      passwordRef.current?.focus();
      return;
    }
    setPasswordError(undefined);
    setOutcome(null);
    setPending(true);
    try {
      await login(account.email, password);
      setPending(false);
      onLoggedIn();
    } catch (error) {
      setPending(false);
      // The wizard's own wording for a refused login ("Email address or password are incorrect.");
      // anything else as the server said it.
      const refused = error instanceof ApiError && error.envelope?.code === 'login_failed';
      setOutcome({
        kind: 'danger',
        message: refused ? t('errors:account.wizardLoginFailed') : (error as Error).message,
      });
    }
  };

  const resendLink = async () => {
    if (!account || pending) return;
    setOutcome(null);
    setPending(true);
    try {
      setOutcome({ kind: 'success', message: await resendActivationEmail(account.email) });
    } catch {
      setOutcome({ kind: 'danger', message: t('errors:account.sendFailed', { email: supportEmail }) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      show
      onHide={() => !pending && onClose()}
      onEntered={() => passwordRef.current?.focus()}
      aria-labelledby="wizard-login-title"
      data-testid="wizard-login-modal"
    >
      <form noValidate onSubmit={submitLogin}>
        <Modal.Header closeButton closeLabel={t('wizardUi.login.close')}>
          <Modal.Title id="wizard-login-title" as="h2" className="h5">
            {t('wizardUi.login.title')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {canLogIn && (
            <>
              <p>{t('wizardUi.login.intro', { email: account.email })}</p>
              <PasswordField
                ref={passwordRef}
                label={t('auth.password')}
                autoComplete="current-password"
                value={password}
                error={passwordError}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <p className="small mb-3">
                <Link to={paths.resetPassword()} target="_blank" rel="noopener">
                  {t('wizardUi.login.forgotPassword')}
                </Link>
              </p>
            </>
          )}
          {account && !account.confirmed && (
            <>
              <p data-testid="wizard-login-not-confirmed">{t('errors:account.notConfirmed')}</p>
              <button
                type="button"
                className="btn btn-outline-primary mb-3"
                disabled={pending}
                onClick={() => void resendLink()}
              >
                {t('wizardUi.login.resendLink')}
              </button>
            </>
          )}
          {!canLogIn && account?.confirmed !== false && (
            <p data-testid="wizard-login-cannot">
              {t('wizardUi.login.cannotLogIn', { email: account?.email ?? '', support: supportEmail })}
            </p>
          )}
          <FormAlert kind={outcome?.kind ?? 'danger'} message={outcome?.message ?? null} className="mb-0" />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-link me-auto" onClick={onUseAnotherEmail}>
            {t('wizardUi.login.useAnotherEmail')}
          </button>
          {canLogIn && <SubmitButton pending={pending}>{t('wizardUi.login.submit')}</SubmitButton>}
        </Modal.Footer>
      </form>
    </Modal>
  );
}
