import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountExistsReply } from '../../../../shared/api/agreement';
import { WizardLoginModal } from '../../wizard/components/wizard-login-modal';
import { DevPageFrame } from '../components/dev-page-frame';
import { sampleExistingAccount, sampleUnconfirmedAccount } from '../sample-data';

/**
 * /tests/modal-login: the wizard's login modal, open on an existing account (log in) or on one whose
 * address is not confirmed yet (ask for the link again). Logging in is refused by the sample API.
 */
export default function ModalLoginDevPage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState<AccountExistsReply | null>(sampleExistingAccount);
  return (
    <DevPageFrame page="modalLogin" titleIsHeading>
      <div className="container py-4 d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => setAccount(sampleExistingAccount)}
        >
          {t('devPages.modalLogin.openExisting')}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => setAccount(sampleUnconfirmedAccount)}
        >
          {t('devPages.modalLogin.openUnconfirmed')}
        </button>
      </div>
      {account && (
        <WizardLoginModal
          key={account.email}
          account={account}
          onLoggedIn={() => setAccount(null)}
          onUseAnotherEmail={() => setAccount(null)}
          onClose={() => setAccount(null)}
        />
      )}
    </DevPageFrame>
  );
}
