import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { UnknownMiddlewareError } from '../../../app/middleware';
import { isChunkLoadError, reloadForStaleChunk } from '../../../lib/chunk-reload';
import { ErrorMessage } from '../components/error-message';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error && typeof error === 'object') {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number') return value;
    }
  }
  return 500;
}

/**
 * Shown inside the layout when a page fails: 404 not found, 502 could not be processed,
 * 500 "Unknown middleware <name>", anything else the generic server problem (the status comes from
 * the error, 500 when it has none).
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isChunkLoadError(error)) reloadForStaleChunk();

  const status = statusOf(error);
  if (status === 404) {
    return (
      <ErrorMessage
        status={404}
        title={t('system.notFound.title')}
        description={t('system.notFound.description')}
      />
    );
  }
  if (status === 502) {
    return (
      <ErrorMessage
        status={502}
        title={t('system.badGateway.title')}
        description={t('system.badGateway.description')}
        showBack
      />
    );
  }
  const unknownMiddleware = isRouteErrorResponse(error)
    ? (error.data as UnknownMiddlewareError | undefined)?.unknownMiddleware
    : undefined;
  return (
    <ErrorMessage
      status={500}
      title={
        unknownMiddleware
          ? t('system.unknownMiddleware', { name: unknownMiddleware })
          : t('system.serverError.title')
      }
      description={t('system.serverError.description')}
      showBack
    />
  );
}
