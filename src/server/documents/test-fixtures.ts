// Shared by the tests of this folder: a small document that uses every part of the Markdown subset.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { InlineNode } from '../../shared/documents/ast';
import type { DocumentMeta } from './meta';

export const NON_LATIN = 'Zürich – São Paulo – Łódź – Ελλάδα – Москва';

export const SAMPLE_MARKDOWN = [
  '# Privacy Policy',
  '_Last updated: 20 November 2026_',
  '## Who we are',
  `We are __Acme Inc.__, with offices in ${NON_LATIN}. Read [our website](https://acme.example/about) ` +
    'or write to [privacy@acme.example](mailto:privacy@acme.example). Some words are _in italics_ and ' +
    '__bold with _italic_ inside__ too.',
  '### Your rights',
  '- Access your __personal data__\n- Ask us to _erase_ it\n- Visit [the help centre](https://help.acme.example/rights)',
  '1. First step\n2. Second step',
  'A paragraph between the two numbered lists.  \nWith a hard break.',
  '3. Third step\n4. Fourth step',
].join('\n\n');

export const SAMPLE_META: DocumentMeta = {
  title: 'Privacy Policy',
  language: 'en',
  lastUpdatedLabel: 'Last updated: 20 November 2026',
  pageLabel: '{{page}} / {{total}}',
  author: 'Acme Inc.',
  date: new Date('2026-11-20T00:00:00Z'),
};

/** The words a reader sees: links show their words only. */
export function visibleText(nodes: InlineNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value;
        case 'break':
          return ' ';
        default:
          return visibleText(node.children);
      }
    })
    .join('');
}

export const normaliseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

const run = promisify(execFile);

/** The text of a PDF as pdftotext (poppler-utils) reads it: in layout mode, or in content order (`raw`). */
export function pdfText(pdf: Buffer, mode: 'layout' | 'raw' = 'layout'): Promise<string> {
  return pdfTool(pdf, 'pdftotext', [`-${mode}`, '-enc', 'UTF-8']);
}

/** The output of a poppler-utils tool run on the PDF. */
export async function pdfTool(pdf: Buffer, tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', args: string[] = []) {
  const dir = await mkdtemp(join(tmpdir(), 'clausewright-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const output = tool === 'pdftotext' ? [file, '-'] : [file];
    const { stdout } = await run(tool, [...args, ...output], { maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
