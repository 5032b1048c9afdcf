import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatShortDateTime } from '../../../../shared/dates';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { usePageData } from '../../../lib/page-data';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchMailbox, fetchMailboxMessage, systemKeys } from '../api';
import { ErrorMessage } from '../components/error-message';
import { LinkedText } from '../components/linked-text';

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {t('system.loading')}
    </p>
  );
}

/** The mailbox is off when mails go to a real SMTP server: the server answers 404 and so does the page. */
function LoadFailure({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <ErrorMessage
        status={404}
        title={t('system.notFound.title')}
        description={t('system.notFound.description')}
      />
    );
  }
  return (
    <>
      <div className="alert alert-danger" role="alert">
        {error.message}
      </div>
      <button type="button" className="btn btn-outline-primary" onClick={retry}>
        {t('system.retry')}
      </button>
    </>
  );
}

function MailboxList() {
  const { t } = useTranslation();
  const mailbox = usePageData(systemKeys.mailbox, fetchMailbox);
  if (mailbox.isPending) return <Loading />;
  if (mailbox.isError) return <LoadFailure error={mailbox.error} retry={() => void mailbox.refetch()} />;
  const { folder, messages } = mailbox.data;
  return (
    <>
      <p className="text-body-secondary">{t('mailbox.lead', { folder })}</p>
      {messages.length === 0 ? (
        <p>{t('mailbox.empty')}</p>
      ) : (
        <ul className="list-unstyled border rounded" data-testid="mailbox-list">
          {messages.map((message) => (
            <li key={message.id} className="px-3 py-2 border-bottom">
              <Link className="fw-semibold" to={paths.devMailboxMessage(message.id)}>
                {message.subject}
              </Link>
              <div className="small text-body-secondary">
                {t('mailbox.to')}: {message.to} · {t('mailbox.date')}: {formatShortDateTime(message.date)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function MailboxMessageView({ id }: { id: string }) {
  const { t } = useTranslation();
  const message = usePageData(systemKeys.mailboxMessage(id), (signal) => fetchMailboxMessage(id, signal));
  return (
    <>
      <p>
        <Link to={paths.devMailbox()}>{t('mailbox.back')}</Link>
      </p>
      {message.isPending && <Loading />}
      {message.isError && <LoadFailure error={message.error} retry={() => void message.refetch()} />}
      {message.data && (
        <article className="card" data-testid="mailbox-message">
          <div className="card-body">
            <h2 className="h5">{message.data.subject}</h2>
            <p className="small text-body-secondary">
              {t('mailbox.to')}: {message.data.to} · {t('mailbox.date')}:{' '}
              {formatShortDateTime(message.data.date)}
            </p>
            <div className="mail-text border-top pt-3">
              <LinkedText text={message.data.text} />
            </div>
          </div>
        </article>
      )}
    </>
  );
}

/** /dev/mailbox and /dev/mailbox/:id: read the mails of an installation without an SMTP server. */
export default function MailboxPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  useDocumentTitle(t('mailbox.title'));
  return (
    <div className="container py-5">
      <h1 className="h2 mb-3">{t('mailbox.title')}</h1>
      {id ? <MailboxMessageView id={id} /> : <MailboxList />}
    </div>
  );
}
