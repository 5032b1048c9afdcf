import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `text` to the clipboard and says "Copied!" or "Error! Not copied!" for a moment. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 2500);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="d-inline-flex align-items-center gap-2">
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void copy()}
        data-testid={testId}
      >
        {label}
      </button>
      <span role="status" className={outcome === 'failed' ? 'text-danger small' : 'text-success small'}>
        {outcome === 'copied' && t('agreements.download.copied')}
        {outcome === 'failed' && t('agreements.download.notCopied')}
      </span>
    </span>
  );
}
