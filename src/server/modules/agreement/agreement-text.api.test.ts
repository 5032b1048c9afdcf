import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type {
  AgreementDetailsReply,
  NewAgreementReply,
  SaveTextReply,
  TextCheckReply,
  VersionReply,
  VersionsReply,
} from '../../../shared/api/agreement';
import { SAMPLE_ANSWERS } from '../../content/sample-answers';

// The editor and the version history through the API: POST /agreement/text-check/{id},
// POST /agreement/text/{id}, GET /agreement/versions/{id}, GET /agreement/version/{id}/{versionId},
// POST /agreement/restore/{id}.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let stranger: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createActiveCustomer(testApp, 'owner@example.com');
  stranger = await createActiveCustomer(testApp, 'stranger@example.com');
});
afterAll(() => testApp.close());

const californian = {
  ...SAMPLE_ANSWERS.PRIVACY_POLICY.minimal,
  jurisdictions: ['eu', 'california'],
  dnt: 'dnt_not_honoured',
  sells_data: 'no',
};

async function createPolicy({ paid = true, premium = true } = {}): Promise<{ id: string; markdown: string }> {
  const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    token: owner.token,
    data: { type: 'privacy-policy', language: 'en', premium, answers: californian },
  });
  const id = body.data?.agreement.id as string;
  if (paid)
    await testApp.app.database.db.execute(sql`update agreements set paid_at = now() where id = ${id}`);
  const details = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${id}`, {
    token: owner.token,
  });
  return { id, markdown: details.body.data?.markdown as string };
}
const withoutCalifornia = (markdown: string) =>
  markdown.replace(/^## Notice to California residents$/m, 'Californians (see above)');
const versionsOf = async (id: string) =>
  (await call<VersionsReply>(testApp, 'GET', `/agreement/versions/${id}`, { token: owner.token })).body.data
    ?.versions ?? [];

describe('the completeness check', () => {
  it('names a required section an edit removed, and the law requiring it, before saving', async () => {
    const { id, markdown } = await createPolicy();
    const complete = await call<TextCheckReply>(testApp, 'POST', `/agreement/text-check/${id}`, {
      token: owner.token,
      data: { language: 'en', text: markdown },
    });
    expect(complete.body.data?.missing_sections).toEqual([]);
    const { body } = await call<TextCheckReply>(testApp, 'POST', `/agreement/text-check/${id}`, {
      token: owner.token,
      data: { language: 'en', text: withoutCalifornia(markdown) },
    });
    expect(body.data?.missing_sections).toEqual([
      {
        heading: 'Notice to California residents',
        laws: ['California Consumer Privacy Act, as amended by the CPRA'],
      },
    ]);
  });
});

describe('POST /agreement/text/{id}', () => {
  it('saves the edit as a version, marks the agreement modified and reports what is missing after saving', async () => {
    const { id, markdown } = await createPolicy();
    const { body } = await call<SaveTextReply>(testApp, 'POST', `/agreement/text/${id}`, {
      token: owner.token,
      data: { language: 'en', text: `${withoutCalifornia(markdown)}\n## Our own section\n\nAdded by hand.` },
    });
    expect(messageOf(body)).toBe('Agreement updated!');
    expect(body.data?.agreement.edited).toBe(true);
    expect(body.data?.missing_sections.map((section) => section.heading)).toEqual([
      'Notice to California residents',
    ]);
    const versions = await versionsOf(id);
    expect(versions.map((version) => version.origin)).toEqual(['edited', 'generated']);
    const details = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${id}`, {
      token: owner.token,
    });
    expect(details.body.data?.markdown).toContain('Added by hand.');
  });

  it('is premium only: a free or unpaid agreement is refused with the premium notice, nothing saved', async () => {
    for (const options of [
      { premium: false, paid: false },
      { premium: true, paid: false },
    ]) {
      const { id, markdown } = await createPolicy(options);
      const { body } = await call(testApp, 'POST', `/agreement/text/${id}`, {
        token: owner.token,
        data: { language: 'en', text: `${markdown}\nMore.` },
      });
      expect(body).toMatchObject({ success: false, code: 'premium_required' });
      expect(messageOf(body)).toContain('premium feature');
      expect(await versionsOf(id)).toHaveLength(1);
    }
  });

  it('refuses oversized text, control characters, empty text and a language without text; saves nothing', async () => {
    const { id } = await createPolicy();
    const cases: [string, Record<string, unknown>, string][] = [
      ['too long', { language: 'en', text: 'x'.repeat(300_001) }, 'at most 300,000 characters'],
      ['control characters', { language: 'en', text: 'Hello\u0007world' }, 'control characters'],
      ['a null character', { language: 'en', text: 'Hello\u0000world' }, 'null character'],
      ['empty', { language: 'en', text: '  \n ' }, 'The text is empty'],
      ['no German text', { language: 'de', text: '# Datenschutz' }, 'no text in this language'],
    ];
    for (const [name, data, message] of cases) {
      const { body } = await call(testApp, 'POST', `/agreement/text/${id}`, { token: owner.token, data });
      expect(body.success, name).toBe(false);
      expect(messageOf(body) + JSON.stringify(body.fieldErrors ?? {}), name).toContain(message);
    }
    expect(await versionsOf(id)).toHaveLength(1);
  });

  it('keeps scripts and javascript: links as text: the saved HTML has no markup from the edit', async () => {
    const { id, markdown } = await createPolicy();
    await call(testApp, 'POST', `/agreement/text/${id}`, {
      token: owner.token,
      data: {
        language: 'en',
        text: `${markdown}\n<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>`,
      },
    });
    const details = await call<AgreementDetailsReply>(testApp, 'GET', `/agreement/details/${id}`, {
      token: owner.token,
    });
    const html = details.body.data?.html ?? '';
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript:');
  });

  it('refuses another account and a visitor, and changes nothing', async () => {
    const { id, markdown } = await createPolicy();
    const foreign = await call(testApp, 'POST', `/agreement/text/${id}`, {
      token: stranger.token,
      data: { language: 'en', text: 'Hijacked' },
    });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    const check = await call(testApp, 'POST', `/agreement/text-check/${id}`, {
      token: stranger.token,
      data: { language: 'en', text: markdown },
    });
    expect(check.body).toMatchObject({ success: false, forbidden: true });
    expect(
      (await call(testApp, 'POST', `/agreement/text/${id}`, { data: { language: 'en', text: 'x' } })).status,
    ).toBe(401);
    expect(await versionsOf(id)).toHaveLength(1);
  });
});

describe('the version history', () => {
  it('lists versions, shows one, and restores it as a new version', async () => {
    const { id, markdown } = await createPolicy();
    await call(testApp, 'POST', `/agreement/text/${id}`, {
      token: owner.token,
      data: { language: 'en', text: `${markdown}\nEdited once.` },
    });
    const [edited, generated] = await versionsOf(id);
    const shown = await call<VersionReply>(testApp, 'GET', `/agreement/version/${id}/${generated?.id}`, {
      token: owner.token,
    });
    expect(shown.body.data?.version.markdown).toBe(markdown);
    expect(shown.body.data?.version.html).toContain('<h1>Privacy Policy</h1>');

    const restored = await call<SaveTextReply>(testApp, 'POST', `/agreement/restore/${id}`, {
      token: owner.token,
      data: { version_id: generated?.id },
    });
    expect(messageOf(restored.body)).toBe('The version has been restored as the current text.');
    // The generator's own text is back: the agreement is no longer "edited".
    expect(restored.body.data?.agreement.edited).toBe(false);
    const after = await versionsOf(id);
    expect(after.map((version) => version.origin)).toEqual(['restored', 'edited', 'generated']);
    expect(after[1]?.id).toBe(edited?.id);
  });

  it('refuses another account, a visitor and versions of another agreement', async () => {
    const first = await createPolicy();
    const second = await createPolicy();
    const [version] = await versionsOf(first.id);
    const foreign = await call(testApp, 'GET', `/agreement/versions/${first.id}`, { token: stranger.token });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect((await call(testApp, 'GET', `/agreement/versions/${first.id}`)).status).toBe(401);
    const crossed = await call(testApp, 'GET', `/agreement/version/${second.id}/${version?.id}`, {
      token: owner.token,
    });
    expect(messageOf(crossed.body)).toBe('This version does not exist.');
    const restoreForeign = await call(testApp, 'POST', `/agreement/restore/${first.id}`, {
      token: stranger.token,
      data: { version_id: version?.id },
    });
    expect(restoreForeign.body).toMatchObject({ success: false, forbidden: true });
    expect(
      await selectNumber(
        testApp,
        sql`select count(*)::int as n from agreement_versions where agreement_id = ${first.id}`,
      ),
    ).toBe(1);
  });
});
