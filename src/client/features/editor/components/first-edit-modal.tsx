import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation before the first edit: an edited agreement is no longer revised by the
 * generator, and the wizard's update mode replaces the text. Closing it is the same as cancelling.
 */
export function FirstEditModal({
  onConfirm,
  onCancel,
  subject = 'agreement',
}: {
  onConfirm: () => void;
  onCancel: () => void;
  /** What is about to be edited: the agreement's own text, or one of its translations. */
  subject?: 'agreement' | 'translation';
}) {
  const { t } = useTranslation();
  const texts = subject === 'agreement' ? 'editor.confirm' : 'translation.confirm';
  return (
    <Modal show onHide={onCancel} aria-labelledby="first-edit-title" data-testid="first-edit-modal">
      <Modal.Header closeButton closeLabel={t('editor.confirm.close')}>
        <Modal.Title id="first-edit-title" as="h2" className="h5">
          {t(`${texts}.title`)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t(`${texts}.text`)}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t(`${texts}.cancel`)}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {t(`${texts}.confirm`)}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
