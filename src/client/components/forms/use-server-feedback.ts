import { useCallback, useState } from 'react';

export type ServerFeedback = {
  error: string | null;
  success: string | null;
  /** Runs a call: clears the previous outcome, shows the message (text) it resolves with or its error. */
  run: (work: () => Promise<unknown>) => Promise<void>;
};

/** The outcome of a form's call to the server, for its alerts. */
export function useServerFeedback(): ServerFeedback {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setError(null);
    setSuccess(null);
    try {
      const message = await work();
      if (typeof message === 'string' && message) setSuccess(message);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, []);
  return { error, success, run };
}
