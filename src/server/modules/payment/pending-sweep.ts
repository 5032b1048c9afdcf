import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { PaymentService } from './service';

/**
 * Asks the providers about payments under review on a timer, so an approved one unlocks its
 * agreement and mails the download link without anyone waiting on a page, and gives back at the
 * provider any refund still due (one that failed, or one a restart interrupted). Every instance
 * runs one; `settle` lets only the first act on a transaction, and a refund is keyed by its
 * transaction at the provider. Half the sandbox's review time, between 0.5 and 15 seconds.
 */
export function startPendingSweep(service: PaymentService, config: AppConfig, log: FastifyBaseLogger) {
  const intervalMs = Math.min(15_000, Math.max(500, (config.sandboxVerificationSeconds * 1000) / 2));
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await service.settlePending();
      await service.retryRefunds();
    } catch (error) {
      log.warn({ err: error }, 'pending payments sweep failed');
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
