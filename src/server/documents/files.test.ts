import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contentDisposition,
  createFileCache,
  FILE_FORMATS,
  type FileFormat,
  fileHash,
  fileName,
  isFileFormat,
  type RenderFile,
  renderFile,
} from './files';
import { SAMPLE_MARKDOWN, SAMPLE_META } from './test-fixtures';

describe('FILE_FORMATS', () => {
  it('has the content type and extension of each format', () => {
    expect(FILE_FORMATS.pdf).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
    expect(FILE_FORMATS.docx.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(FILE_FORMATS.html.contentType).toBe('text/html; charset=utf-8');
    expect(FILE_FORMATS.txt.contentType).toBe('text/plain; charset=utf-8');
    expect(FILE_FORMATS.md).toEqual({ contentType: 'text/markdown; charset=utf-8', extension: 'md' });
    expect(isFileFormat('docx')).toBe(true);
    expect(isFileFormat('exe')).toBe(false);
    expect(isFileFormat('toString')).toBe(false);
  });
});

describe('fileName', () => {
  const name = (input: { siteUrl?: string | null; siteName?: string | null }, format: FileFormat = 'pdf') =>
    fileName({ typeSlug: 'privacy-policy', language: 'en', format, ...input });

  it('names the file after the type, the website host without www, and the language', () => {
    expect(name({ siteUrl: 'https://www.Example.com/privacy?x=1' })).toBe(
      'privacy-policy-example-com-en.pdf',
    );
    expect(name({ siteUrl: 'shop.example.co.uk' }, 'docx')).toBe('privacy-policy-shop-example-co-uk-en.docx');
    expect(name({ siteUrl: 'http://localhost:3000/', siteName: 'Ignored' }, 'md')).toBe(
      'privacy-policy-localhost-en.md',
    );
    expect(
      fileName({
        typeSlug: 'terms-conditions',
        siteUrl: 'https://WWW.Zürich-Café.ch',
        language: 'de',
        format: 'html',
      }),
    ).toBe('terms-conditions-zürich-café-ch-de.html');
  });

  it('falls back to the site name, then to nothing', () => {
    expect(name({ siteUrl: '', siteName: 'Café Zürich & Co.' })).toBe('privacy-policy-café-zürich-co-en.pdf');
    expect(name({ siteUrl: 'not a url', siteName: 'Ελληνικό Κατάστημα' })).toBe(
      'privacy-policy-ελληνικό-κατάστημα-en.pdf',
    );
    expect(name({ siteUrl: null, siteName: '!!!' })).toBe('privacy-policy-en.pdf');
    expect(name({}, 'txt')).toBe('privacy-policy-en.txt');
  });

  it('keeps the site part to 60 characters, without a trailing hyphen', () => {
    const host = `${'a'.repeat(59)}.example.com`;
    expect(name({ siteUrl: `https://${host}` })).toBe(`privacy-policy-${'a'.repeat(59)}-en.pdf`);
    const site = fileName({ typeSlug: 'eula', siteName: 'word '.repeat(30), language: 'it', format: 'pdf' });
    expect(site).toMatch(/^eula-(word-)+word-it\.pdf$/);
    expect(site.length - 'eula--it.pdf'.length).toBeLessThanOrEqual(60);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII file name and the exact UTF-8 name', () => {
    expect(contentDisposition('privacy-policy-example-com-en.pdf')).toBe(
      `attachment; filename="privacy-policy-example-com-en.pdf"; filename*=UTF-8''privacy-policy-example-com-en.pdf`,
    );
    expect(contentDisposition('terms-zürich-café-de.pdf')).toBe(
      `attachment; filename="terms-zurich-cafe-de.pdf"; filename*=UTF-8''terms-z%C3%BCrich-caf%C3%A9-de.pdf`,
    );
    expect(contentDisposition('eula-ελλάδα-en.docx', 'inline')).toBe(
      `inline; filename="eula-_-en.docx"; filename*=UTF-8''eula-%CE%B5%CE%BB%CE%BB%CE%AC%CE%B4%CE%B1-en.docx`,
    );
  });

  it('keeps quotes, backslashes and RFC 8187 special characters out of both names', () => {
    const header = contentDisposition(`a"b\\c'(d)*%.txt`);
    expect(header).toBe(
      `attachment; filename="a_b_c'(d)*_.txt"; filename*=UTF-8''a%22b%5Cc%27%28d%29%2A%25.txt`,
    );
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });
});

describe('createFileCache', () => {
  let dir: string;
  let renders: { format: FileFormat }[];
  let countingRender: RenderFile;

  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'clausewright-files-')), 'cache');
    renders = [];
    countingRender = vi.fn(async (markdown, format, meta) => {
      renders.push({ format });
      return renderFile(markdown, format, meta);
    });
  });

  afterEach(async () => {
    await rm(join(dir, '..'), { recursive: true, force: true });
  });

  it('stores a rendered file under its hash and serves it again without rendering', async () => {
    const cache = createFileCache(dir, { render: countingRender });
    const first = await cache.get(SAMPLE_MARKDOWN, 'pdf', SAMPLE_META);
    expect(first.hash).toBe(fileHash(SAMPLE_MARKDOWN, 'pdf', SAMPLE_META));
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await readdir(dir)).toEqual([`${first.hash}.pdf`]);
    expect((await readFile(join(dir, `${first.hash}.pdf`))).equals(first.body)).toBe(true);

    const second = await cache.get(SAMPLE_MARKDOWN, 'pdf', SAMPLE_META);
    expect(second.body.equals(first.body)).toBe(true);
    expect(renders).toHaveLength(1);

    // Another process (a restart) finds the stored file too.
    const third = await createFileCache(dir, { render: countingRender }).get(
      SAMPLE_MARKDOWN,
      'pdf',
      SAMPLE_META,
    );
    expect(third.body.equals(first.body)).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('renders once for simultaneous requests of the same file', async () => {
    const cache = createFileCache(dir, { render: countingRender });
    const results = await Promise.all([
      cache.get(SAMPLE_MARKDOWN, 'docx', SAMPLE_META),
      cache.get(SAMPLE_MARKDOWN, 'docx', SAMPLE_META),
      cache.get(SAMPLE_MARKDOWN, 'docx', SAMPLE_META),
      cache.get(SAMPLE_MARKDOWN, 'html', SAMPLE_META),
    ]);
    expect(renders.map((render) => render.format).sort()).toEqual(['docx', 'html']);
    expect(results[1]?.body).toBe(results[0]?.body);
    expect((await readdir(dir)).sort()).toEqual(
      [`${results[0]?.hash}.docx`, `${results[3]?.hash}.html`].sort(),
    );
  });

  it('keys by format, renderer input and only the meta fields a format uses', () => {
    const hash = (format: FileFormat, meta = SAMPLE_META, markdown = SAMPLE_MARKDOWN) =>
      fileHash(markdown, format, meta);
    const formats: FileFormat[] = ['pdf', 'docx', 'html', 'txt', 'md'];
    expect(new Set(formats.map((format) => hash(format))).size).toBe(5);
    expect(hash('md', SAMPLE_META, `${SAMPLE_MARKDOWN}!`)).not.toBe(hash('md'));
    const otherDay = { ...SAMPLE_META, date: new Date('2026-12-01T00:00:00Z') };
    expect(hash('pdf', otherDay)).not.toBe(hash('pdf'));
    expect(hash('docx', { ...SAMPLE_META, pageLabel: 'Page {{page}} of {{total}}' })).not.toBe(hash('docx'));
    // The same label as a function or as a template is the same file.
    expect(hash('pdf', { ...SAMPLE_META, pageLabel: (page, total) => `${page} / ${total}` })).toBe(
      hash('pdf'),
    );
    expect(hash('html', { ...SAMPLE_META, title: 'Other' })).not.toBe(hash('html'));
    expect(hash('html', otherDay)).toBe(hash('html'));
    expect(hash('md', { ...SAMPLE_META, title: 'Other', language: 'de' })).toBe(hash('md'));
    expect(hash('txt', otherDay)).toBe(hash('txt'));
  });

  it('stores nothing when rendering fails, and tries again on the next request', async () => {
    let fail = true;
    const cache = createFileCache(dir, {
      render: async (markdown, format, meta) => {
        if (fail) throw new Error('renderer broke');
        return renderFile(markdown, format, meta);
      },
    });
    await expect(cache.get(SAMPLE_MARKDOWN, 'txt', SAMPLE_META)).rejects.toThrow('renderer broke');
    fail = false;
    const file = await cache.get(SAMPLE_MARKDOWN, 'txt', SAMPLE_META);
    expect(file.body.toString('utf8')).toContain('Privacy Policy');
    expect(await readdir(dir)).toEqual([`${file.hash}.txt`]);
  });
});

describe('FileCache.has', () => {
  it('says whether a file is cached, without rendering it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'files-has-'));
    let renders = 0;
    const cache = createFileCache(dir, {
      render: async () => {
        renders++;
        return Buffer.from('x');
      },
    });
    const meta = {
      title: 'T',
      language: 'en' as const,
      lastUpdatedLabel: 'Last updated: 1 January 2026',
      pageLabel: '{{page}} / {{total}}',
      author: 'Acme',
      date: new Date('2026-01-01T00:00:00Z'),
    };
    expect(await cache.has('# T\n', 'txt', meta)).toBe(false);
    await cache.get('# T\n', 'txt', meta);
    expect(await cache.has('# T\n', 'txt', meta)).toBe(true);
    expect(await cache.has('# Other\n', 'txt', meta)).toBe(false);
    expect(renders).toBe(1);
  });
});
