import { useMutation, useQueryClient } from '@tanstack/react-query';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { AgreementSummary } from '../../../../shared/api/agreement';
import { FormAlert } from '../../../components/forms/form-alert';
import { agreementKeys, deleteAgreement } from '../api';

/** The delete confirmation: deleting takes the agreement, its versions and its live link. */
export function DeleteAgreementModal({
  agreement,
  name,
  onClose,
  onDeleted,
}: {
  agreement: AgreementSummary;
  name: string;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: () => deleteAgreement(agreement.id),
    onSuccess: async (message) => {
      await queryClient.invalidateQueries({ queryKey: agreementKeys.mine });
      onDeleted(message);
    },
  });
  return (
    <Modal
      show
      onHide={() => !deletion.isPending && onClose()}
      aria-labelledby="delete-agreement-title"
      data-testid="delete-agreement-modal"
    >
      <Modal.Header closeButton closeLabel={t('agreements.delete.cancel')}>
        <Modal.Title id="delete-agreement-title" as="h2" className="h5">
          {t('agreements.delete.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('agreements.delete.text')}</p>
        <FormAlert kind="danger" message={deletion.error?.message} className="mt-3 mb-0" />
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onClose}
          disabled={deletion.isPending}
        >
          {t('agreements.delete.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => deletion.mutate()}
          disabled={deletion.isPending}
        >
          {deletion.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {t('agreements.delete.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
