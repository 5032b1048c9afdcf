import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The frame of every account page: a narrow centred card with the page's title and lead. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-md-8 col-lg-6 col-xl-5">
          <div className="card shadow-sm">
            <div className="card-body p-4">
              <h1 className="h3 mb-3">{title}</h1>
              {lead && <p className="text-body-secondary">{lead}</p>}
              {children}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Shown while an e-mail link is being checked. */
export function CheckingLink({ label }: { label: string }) {
  return (
    <p role="status" className="mb-0">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
      {label}
    </p>
  );
}
