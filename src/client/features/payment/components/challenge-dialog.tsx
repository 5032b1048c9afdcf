import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/**
 * The sandbox bank's 3-D Secure question: the buyer confirms the payment or refuses it. Closing
 * the dialog refuses it too, as a bank's own page would on "cancel".
 */
export function ChallengeDialog({
  amount,
  pending,
  onAnswer,
}: {
  /** The total, formatted. */
  amount: string;
  pending: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      show
      backdrop="static"
      onHide={() => !pending && onAnswer(false)}
      aria-labelledby="challenge-title"
      data-testid="challenge-dialog"
    >
      <Modal.Header>
        <Modal.Title id="challenge-title" as="h2" className="h5">
          {t('payment.challenge.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('payment.challenge.text', { amount })}</p>
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={pending}
          onClick={() => onAnswer(false)}
        >
          {t('payment.challenge.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={pending} onClick={() => onAnswer(true)}>
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('payment.challenge.confirm')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
