/**
 * Agreement changes that other parts of the server react to — the live link's page cache drops an
 * agreement's pages when its text, languages or existence change. In-process only; the live-link
 * module relays changes between instances (through Redis when REDIS_URL is set).
 */
export type AgreementChange = { agreementId: string; liveToken: string };
export type AgreementChangeListener = (change: AgreementChange) => void;

export type AgreementChanges = {
  subscribe: (listener: AgreementChangeListener) => () => void;
  publish: (change: AgreementChange) => void;
};

export function createAgreementChanges(): AgreementChanges {
  const listeners = new Set<AgreementChangeListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(change) {
      for (const listener of listeners) listener(change);
    },
  };
}
