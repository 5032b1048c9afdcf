import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';

/**
 * The app's agreement pages read the agreement's id from the address. A development page's address
 * carries the sample's id the same way (`/tests/editor/<id>`), so the page is reused unchanged and
 * its own links and query-string changes keep working.
 */
export function WithSampleId({
  basePath,
  id,
  children,
}: {
  basePath: string;
  id: string;
  children: ReactNode;
}) {
  const params = useParams();
  if (params.id !== id) return <Navigate replace to={`${basePath}/${id}`} />;
  return children;
}
