import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf, randomClientAddress } from '../../../../tests/customers';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import type {
  DownloadDetailsReply,
  GenerateFilesReply,
  NewAgreementReply,
} from '../../../shared/api/agreement';
import { SAMPLE_ANSWERS } from '../../content/sample-answers';

// Files through the API: POST /agreement/generate-files and GET /agreement/file/{id}/{language}/{format}.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let stranger: Awaited<ReturnType<typeof createActiveCustomer>>;
let id: string;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createActiveCustomer(testApp, 'owner@example.com');
  stranger = await createActiveCustomer(testApp, 'stranger@example.com');
  const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    token: owner.token,
    data: {
      type: 'privacy-policy',
      language: 'en',
      answers: { ...SAMPLE_ANSWERS.PRIVACY_POLICY.minimal, website_url: 'https://www.Example.com/shop' },
    },
  });
  id = body.data?.agreement.id as string;
});
afterAll(() => testApp.close());

const download = (path: string, token?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1${path}`,
    remoteAddress: randomClientAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('generating and downloading files', () => {
  it('lists every format as not generated, generates them, then lists them as generated', async () => {
    const before = await call<DownloadDetailsReply>(testApp, 'GET', `/agreement/download-details/${id}`, {
      token: owner.token,
    });
    expect(before.body.data?.files.map((file) => [file.format, file.generated])).toEqual([
      ['pdf', false],
      ['docx', false],
      ['html', false],
      ['txt', false],
      ['md', false],
    ]);
    expect(before.body.data?.files[0]?.file_name).toBe('privacy-policy-example-com-en.pdf');

    const one = await call<GenerateFilesReply>(testApp, 'POST', '/agreement/generate-files', {
      token: owner.token,
      data: { agreement_id: id, language: 'en', format: 'pdf' },
    });
    expect(one.body.data?.files).toEqual([
      { language: 'en', format: 'pdf', file_name: 'privacy-policy-example-com-en.pdf', generated: true },
    ]);
    const all = await call<GenerateFilesReply>(testApp, 'POST', '/agreement/generate-files', {
      token: owner.token,
      data: { agreement_id: id },
    });
    expect(all.body.data?.files.every((file) => file.generated)).toBe(true);
    const after = await call<DownloadDetailsReply>(testApp, 'GET', `/agreement/download-details/${id}`, {
      token: owner.token,
    });
    expect(after.body.data?.files.every((file) => file.generated)).toBe(true);
  });

  it('serves each format with its type and file name; the PDF reads as the policy', async () => {
    const types = {
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      html: 'text/html; charset=utf-8',
      txt: 'text/plain; charset=utf-8',
      md: 'text/markdown; charset=utf-8',
    };
    for (const [format, type] of Object.entries(types)) {
      const response = await download(`/agreement/file/${id}/en/${format}`, owner.token);
      expect(response.statusCode, format).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['content-disposition']).toContain(`privacy-policy-example-com-en.${format}`);
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    }
    const pdf = await download(`/agreement/file/${id}/en/pdf`, owner.token);
    const path = join(await mkdtemp(join(tmpdir(), 'agreement-pdf-')), 'policy.pdf');
    await writeFile(path, pdf.rawPayload);
    const { stdout } = await promisify(execFile)('pdftotext', [path, '-']);
    expect(stdout).toContain('Privacy Policy');
    expect(stdout).toContain('Acme Ltd');
    const markdown = await download(`/agreement/file/${id}/en/md`, owner.token);
    expect(markdown.body.startsWith('# Privacy Policy\n')).toBe(true);
  });

  it('gives the same bytes for a repeat download', async () => {
    const first = await download(`/agreement/file/${id}/en/docx`, owner.token);
    const second = await download(`/agreement/file/${id}/en/docx`, owner.token);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('refuses another account, a visitor, an unknown format and a language without text', async () => {
    const foreign = await download(`/agreement/file/${id}/en/pdf`, stranger.token);
    expect(foreign.json()).toMatchObject({ success: false, forbidden: true });
    expect((await download(`/agreement/file/${id}/en/pdf`)).statusCode).toBe(401);
    const format = await download(`/agreement/file/${id}/en/exe`, owner.token);
    expect(format.json().success).toBe(false);
    const german = await download(`/agreement/file/${id}/de/pdf`, owner.token);
    expect(JSON.stringify(german.json())).toContain('no text in this language');
    const generateForeign = await call(testApp, 'POST', '/agreement/generate-files', {
      token: stranger.token,
      data: { agreement_id: id },
    });
    expect(generateForeign.body).toMatchObject({ success: false, forbidden: true });
    const generateAnonymous = await call(testApp, 'POST', '/agreement/generate-files', {
      data: { agreement_id: id },
    });
    expect(generateAnonymous.status).toBe(401);
    const bad = await call(testApp, 'POST', '/agreement/generate-files', {
      token: owner.token,
      data: { agreement_id: id, format: 'exe' },
    });
    expect(messageOf(bad.body) + JSON.stringify(bad.body.fieldErrors)).toContain('pdf, docx, html, txt');
  });
});
