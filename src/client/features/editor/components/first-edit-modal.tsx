import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation before the first edit (spec §4): an edited agreement is no longer revised by the
 * generator, and the wizard's update mode replaces the text. Closing it is the same as cancelling.
 */
export function FirstEditModal({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onCancel} aria-labelledby="first-edit-title" data-testid="first-edit-modal">
      <Modal.Header closeButton closeLabel={t('editor.confirm.close')}>
        <Modal.Title id="first-edit-title" as="h2" className="h5">
          {t('editor.confirm.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('editor.confirm.text')}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('editor.confirm.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {t('editor.confirm.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
