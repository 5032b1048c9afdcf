import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../app/paths';
import { FormAlert } from '../../../components/forms/form-alert';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldErrorText } from '../../../components/forms/use-field-error-text';
import { useServerFeedback } from '../../../components/forms/use-server-feedback';
import { enteredPasswordRule } from '../../../lib/form-rules';
import { logout } from '../../../lib/session';
import { deleteAccount } from '../api';

const deleteAccountSchema = z.object({ password: enteredPasswordRule });

/** The warning, and a confirmation dialog that asks for the password before the account goes for good. */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const feedback = useServerFeedback();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });

  const close = () => {
    if (isSubmitting) return;
    setOpen(false);
    reset();
  };

  const submit = handleSubmit((values) =>
    feedback.run(async () => {
      const message = await deleteAccount(values.password);
      // The account and its tokens are gone: nothing left to log out of on the server.
      await logout({ callServer: false });
      await navigate(paths.profileLogin(), { state: { notice: message } });
    }),
  );

  return (
    <>
      <p>{t('auth.profile.deleteWarning')}</p>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        {t('auth.profile.deleteButton')}
      </button>
      <Modal
        show={open}
        onHide={close}
        onEntered={() => setFocus('password')}
        aria-labelledby="delete-account-title"
        data-testid="delete-account-modal"
      >
        <form noValidate onSubmit={submit}>
          <Modal.Header closeButton closeLabel={t('auth.profile.cancel')}>
            <Modal.Title id="delete-account-title" as="h2" className="h5">
              {t('auth.profile.deleteConfirmTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <p>{t('auth.profile.deleteConfirmText')}</p>
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              error={errorText(errors.password, t('auth.password'))}
              {...register('password')}
            />
            <FormAlert kind="danger" message={feedback.error} className="mb-0" />
          </Modal.Body>
          <Modal.Footer>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={close}
              disabled={isSubmitting}
            >
              {t('auth.profile.cancel')}
            </button>
            <SubmitButton pending={isSubmitting} variant="danger">
              {t('auth.profile.deleteConfirm')}
            </SubmitButton>
          </Modal.Footer>
        </form>
      </Modal>
    </>
  );
}
