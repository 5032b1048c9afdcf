import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Part = { value: string; added?: boolean; removed?: boolean };

/** Unchanged stretches longer than this are folded, keeping this many lines around each change. */
const CONTEXT_LINES = 2;

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

type DiffRow =
  | { key: string; kind: 'added' | 'removed' | 'context'; text: string; lines?: undefined }
  | { key: string; kind: 'fold'; lines: number; text?: undefined };

/**
 * The diff as rows: every added and removed line, a little context around each change, and the
 * long unchanged stretches folded. Keys come from line numbers in the older and newer texts.
 */
export function diffRows(parts: Part[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let oldLine = 0;
  let newLine = 0;
  parts.forEach((part, partIndex) => {
    const lines = linesOf(part.value);
    if (part.added) {
      for (const line of lines) rows.push({ key: `n${++newLine}`, kind: 'added', text: line });
      return;
    }
    if (part.removed) {
      for (const line of lines) rows.push({ key: `o${++oldLine}`, kind: 'removed', text: line });
      return;
    }
    const head = partIndex === 0 ? 0 : Math.min(CONTEXT_LINES, lines.length);
    const tail = partIndex === parts.length - 1 ? 0 : Math.min(CONTEXT_LINES, lines.length - head);
    lines.forEach((line, index) => {
      oldLine += 1;
      newLine += 1;
      if (index < head || index >= lines.length - tail) {
        rows.push({ key: `c${oldLine}`, kind: 'context', text: line });
      } else if (index === head) {
        rows.push({ key: `f${oldLine}`, kind: 'fold', lines: lines.length - head - tail });
      }
    });
  });
  return rows;
}

/**
 * A line diff of two texts (the `diff` package, loaded on first use): added lines with "+", removed
 * ones with "−", each also named for screen readers and coloured — colour is never the only signal.
 */
export function VersionDiff({ older, newer }: { older: string; newer: string }) {
  const { t } = useTranslation();
  const [parts, setParts] = useState<Part[] | null>(null);
  useEffect(() => {
    let current = true;
    setParts(null);
    void import('diff').then(({ diffLines }) => {
      if (current) setParts(diffLines(older, newer));
    });
    return () => {
      current = false;
    };
  }, [older, newer]);

  if (!parts) {
    return (
      <p role="status" className="small">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {t('system.loading')}
      </p>
    );
  }
  if (parts.every((part) => !part.added && !part.removed)) {
    return (
      <p className="text-body-secondary" data-testid="version-diff-same">
        {t('editor.history.noDifferences')}
      </p>
    );
  }

  const rows = diffRows(parts);
  const marked = (row: DiffRow & { kind: 'added' | 'removed' }) => {
    const Tag = row.kind === 'added' ? 'ins' : 'del';
    return (
      <Tag key={row.key} className={`diff-line diff-${row.kind}`} data-testid={`diff-${row.kind}`}>
        <span className="diff-marker" aria-hidden="true">
          {row.kind === 'added' ? '+' : '−'}
        </span>
        <span className="visually-hidden">
          {t(row.kind === 'added' ? 'editor.history.added' : 'editor.history.removed')}{' '}
        </span>
        {row.text || ' '}
      </Tag>
    );
  };
  const rendered: ReactNode[] = rows.map((row) => {
    if (row.kind === 'added' || row.kind === 'removed') return marked({ ...row, kind: row.kind });
    if (row.kind === 'fold') {
      return (
        <div key={row.key} className="diff-line diff-fold">
          {t('editor.history.unchanged', { lines: row.lines })}
        </div>
      );
    }
    return (
      <div key={row.key} className="diff-line diff-context">
        <span className="diff-marker" aria-hidden="true">
          {' '}
        </span>
        {row.text || ' '}
      </div>
    );
  });

  return (
    <div className="version-diff" data-testid="version-diff">
      <p className="small mb-2">
        <span className="diff-legend diff-added me-3">
          <span aria-hidden="true">+ </span>
          {t('editor.history.legendAdded')}
        </span>
        <span className="diff-legend diff-removed">
          <span aria-hidden="true">− </span>
          {t('editor.history.legendRemoved')}
        </span>
      </p>
      <div className="diff-lines border rounded">{rendered}</div>
    </div>
  );
}
