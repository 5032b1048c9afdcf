import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import {
  bestRun,
  findShortfalls,
  formatTable,
  type PageSummary,
  recordedRun,
  summarizeResult,
} from './lighthouse';

type AuditShape = { score: number | null; scoreDisplayMode: string; title: string; displayValue?: string };

/** A Lighthouse result with only the fields the summary reads. */
function fakeResult(
  scores: Record<string, number>,
  audits: Record<string, AuditShape & { category: string }>,
): Result {
  const categories = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      {
        id,
        title: id,
        score,
        auditRefs: Object.entries(audits)
          .filter(([, audit]) => audit.category === id)
          .map(([auditId]) => ({ id: auditId, weight: 1 })),
      },
    ]),
  );
  return {
    categories,
    audits: {
      ...Object.fromEntries(Object.entries(audits).map(([id, audit]) => [id, { id, ...audit }])),
      'first-contentful-paint': {
        id: 'fcp',
        title: 'FCP',
        score: 1,
        scoreDisplayMode: 'numeric',
        displayValue: '1.2 s',
      },
      'largest-contentful-paint': {
        id: 'lcp',
        title: 'LCP',
        score: 1,
        scoreDisplayMode: 'numeric',
        displayValue: '2.0 s',
      },
    },
    runWarnings: ['slow'],
  } as unknown as Result;
}

const perfect = { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 };

function summary(path: string, scores: Record<string, number>): PageSummary {
  return { path, scores, metrics: {}, failingAudits: [], warnings: [] };
}

describe('summarizeResult', () => {
  it('turns scores into 0–100, reads the metrics and names the failing audits per category', () => {
    const result = fakeResult(
      { performance: 0.874, accessibility: 0.96, 'best-practices': 1, seo: 1 },
      {
        'color-contrast': {
          category: 'accessibility',
          score: 0,
          scoreDisplayMode: 'binary',
          title: 'Contrast',
        },
        label: { category: 'accessibility', score: 1, scoreDisplayMode: 'binary', title: 'Labels' },
        'unused-css': {
          category: 'performance',
          score: 0.5,
          scoreDisplayMode: 'metricSavings',
          title: 'Unused CSS',
          displayValue: '15 KiB',
        },
        // Lighthouse passes a performance audit from 0.9 on.
        'server-time': { category: 'performance', score: 0.95, scoreDisplayMode: 'numeric', title: 'TTFB' },
        'dom-size': { category: 'performance', score: 0, scoreDisplayMode: 'informative', title: 'DOM size' },
        'bf-cache': {
          category: 'best-practices',
          score: null,
          scoreDisplayMode: 'notApplicable',
          title: 'bfcache',
        },
      },
    );
    const page = summarizeResult('/', result);
    expect(page.scores).toEqual({ performance: 87, accessibility: 96, 'best-practices': 100, seo: 100 });
    expect(page.metrics).toMatchObject({ FCP: '1.2 s', LCP: '2.0 s', TBT: '–' });
    expect(page.failingAudits).toEqual(['performance: Unused CSS (15 KiB)', 'accessibility: Contrast']);
    expect(page.warnings).toEqual(['slow']);
  });
});

describe('findShortfalls', () => {
  it('accepts performance from 95 and the other categories only at 100', () => {
    expect(
      findShortfalls([
        summary('/', { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }),
      ]),
    ).toEqual([]);
    expect(
      findShortfalls([
        summary('/', { performance: 94, accessibility: 100, 'best-practices': 99, seo: 100 }),
        summary('/wizard/x', { ...perfect, performance: 100 }),
      ]),
    ).toEqual(['/: performance 94 < 95', '/: best-practices 99 < 100']);
  });

  it('counts a missing category as a shortfall', () => {
    expect(findShortfalls([summary('/', { performance: 99 })])).toHaveLength(3);
  });
});

describe('bestRun', () => {
  it('keeps the run with the best performance score', () => {
    const runs = [
      summary('/', { performance: 91 }),
      summary('/', { performance: 96 }),
      summary('/', { performance: 93 }),
    ];
    expect(bestRun(runs).scores.performance).toBe(96);
  });

  it('refuses an empty list', () => {
    expect(() => bestRun([])).toThrow();
  });
});

describe('formatTable', () => {
  it('lines the columns up under a header', () => {
    const table = formatTable([
      {
        ...summary('/', { performance: 96, accessibility: 100, 'best-practices': 100, seo: 100 }),
        metrics: { FCP: '1.2 s' },
      },
      summary('/wizard/privacy-policy', {
        performance: 90,
        accessibility: 100,
        'best-practices': 100,
        seo: 100,
      }),
    ]);
    const [header, home, wizard] = table.split('\n');
    expect(header).toMatch(/^page\s+perf\s+a11y\s+best\s+seo\s+FCP\s+LCP\s+TBT\s+CLS\s+SI$/);
    expect(home).toMatch(/^\/\s+96\s+100\s+100\s+100\s+1\.2 s\s+–/);
    expect(wizard?.indexOf('90')).toBe(header?.indexOf('perf'));
  });
});

describe('recordedRun', () => {
  const scored = { lhr: fakeResult({ performance: 0.9 }, {}), report: '{}' };
  const unrecorded = {
    lhr: {
      ...fakeResult({ performance: 0 }, {}),
      runtimeError: { code: 'NO_NAVSTART', message: 'Something went wrong with recording the trace' },
    } as Result,
    report: '{}',
  };

  it('runs a page again when Lighthouse could not record it, and keeps the recorded run', async () => {
    const outcomes = [unrecorded, scored];
    let calls = 0;
    const outcome = await recordedRun('/', async () => outcomes[calls++]);
    expect(calls).toBe(2);
    expect(outcome).toBe(scored);
  });

  it('gives up after the last attempt, naming the page and the error', async () => {
    let calls = 0;
    await expect(
      recordedRun(
        '/wizard/privacy-policy',
        async () => {
          calls++;
          return unrecorded;
        },
        3,
      ),
    ).rejects.toThrow('/wizard/privacy-policy: Something went wrong with recording the trace (3 attempts)');
    expect(calls).toBe(3);
  });

  it('does not run a scored page again, however low its score', async () => {
    let calls = 0;
    const low = { lhr: fakeResult({ performance: 0.4 }, {}), report: '{}' };
    expect(
      await recordedRun('/', async () => {
        calls++;
        return low;
      }),
    ).toBe(low);
    expect(calls).toBe(1);
  });
});
