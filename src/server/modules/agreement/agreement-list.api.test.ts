import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActiveCustomer, messageOf } from '../../../../tests/customers';
import { createTestApp, selectNumber, type TestApp } from '../../../../tests/test-app';
import type {
  AgreementListReply,
  DownloadDetailsReply,
  NewAgreementReply,
  PublicDownloadDetailsReply,
} from '../../../shared/api/agreement';

// My agreements and the download page's data: GET /customer/agreements/all and /unpaid,
// DELETE /agreement/delete/{id}, GET /agreement/download-details/{id}, GET /agreement/public-download-details/{id}.

let testApp: TestApp;
let owner: Awaited<ReturnType<typeof createActiveCustomer>>;
let stranger: Awaited<ReturnType<typeof createActiveCustomer>>;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createActiveCustomer(testApp, 'owner@example.com');
  stranger = await createActiveCustomer(testApp, 'stranger@example.com');
});
afterAll(() => testApp.close());

const answers = {
  platform: 'website',
  company_name: 'Acme <b>Ltd</b>',
  contact_email: 'privacy@acme.example',
  website_url: 'https://acme.example',
  country: 'DE',
  send_to: 'owner@example.com',
};
const MISSING = '123e4567-e89b-42d3-a456-426614174000';

async function createAgreement(data: Record<string, unknown> = {}, token = owner.token): Promise<string> {
  const { body } = await call<NewAgreementReply>(testApp, 'POST', '/agreement/new', {
    data: { type: 'test', language: 'en', answers, ...data },
    token,
  });
  return body.data?.agreement.id as string;
}

describe('GET /customer/agreements/all and /unpaid', () => {
  it('lists only the customer’s own agreements, newest first, with site and version', async () => {
    const free = await createAgreement();
    const premium = await createAgreement({ premium: true });
    const draft = await createAgreement({ finalize: false, answers: { company_name: 'Draft' } });
    await createAgreement({}, stranger.token);

    const { body } = await call<AgreementListReply>(testApp, 'GET', '/customer/agreements/all', {
      token: owner.token,
    });
    const ids = body.data?.agreements.map((agreement) => agreement.id);
    expect(ids?.slice(0, 3)).toEqual([draft, premium, free]);
    expect(body.data?.agreements.find((agreement) => agreement.id === free)).toMatchObject({
      type: 'test',
      status: 'finished',
      premium: false,
      paid: false,
      site_name: 'Acme <b>Ltd</b>',
      site_url: 'https://acme.example',
    });
    expect(body.data?.agreements.find((agreement) => agreement.id === draft)?.status).toBe('unfinished');

    const unpaid = await call<AgreementListReply>(testApp, 'GET', '/customer/agreements/unpaid', {
      token: owner.token,
    });
    expect(unpaid.body.data?.agreements.map((agreement) => agreement.id)).toEqual([premium]);
    await testApp.app.database.db.execute(sql`update agreements set paid_at = now() where id = ${premium}`);
    const afterPayment = await call<AgreementListReply>(testApp, 'GET', '/customer/agreements/unpaid', {
      token: owner.token,
    });
    expect(afterPayment.body.data?.agreements).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(testApp, 'GET', '/customer/agreements/all')).status).toBe(401);
    expect((await call(testApp, 'GET', '/customer/agreements/unpaid')).status).toBe(401);
  });
});

describe('DELETE /agreement/delete/{id}', () => {
  it('deletes the owner’s agreement with its versions, and tells the live link', async () => {
    const id = await createAgreement();
    const changed: string[] = [];
    const unsubscribe = testApp.app.agreementChanges.subscribe((change) => changed.push(change.agreementId));
    const { body } = await call(testApp, 'DELETE', `/agreement/delete/${id}`, { token: owner.token });
    unsubscribe();
    expect(messageOf(body)).toBe('Agreement deleted successfully!');
    expect(changed).toEqual([id]);
    expect(
      await selectNumber(
        testApp,
        sql`select count(*)::int as n from agreement_versions where agreement_id = ${id}`,
      ),
    ).toBe(0);
    const again = await call(testApp, 'DELETE', `/agreement/delete/${id}`, { token: owner.token });
    expect(messageOf(again.body)).toBe('This agreement does not exist, or it has been deleted.');
  });

  it('refuses another account and a visitor, and deletes nothing', async () => {
    const id = await createAgreement();
    const foreign = await call(testApp, 'DELETE', `/agreement/delete/${id}`, { token: stranger.token });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect((await call(testApp, 'DELETE', `/agreement/delete/${id}`)).status).toBe(401);
    expect(await selectNumber(testApp, sql`select count(*)::int as n from agreements where id = ${id}`)).toBe(
      1,
    );
  });
});

describe('download details', () => {
  it('gives the owner the texts as safe HTML, the title and the live link', async () => {
    const id = await createAgreement();
    const { body } = await call<DownloadDetailsReply>(testApp, 'GET', `/agreement/download-details/${id}`, {
      token: owner.token,
    });
    expect(body.data?.texts).toHaveLength(1);
    expect(body.data?.texts[0]).toMatchObject({ language: 'en', title: 'Acme <b>Ltd</b>: test agreement' });
    expect(body.data?.texts[0]?.html).toContain('Acme &lt;b&gt;Ltd&lt;/b&gt;');
    expect(body.data?.live_url).toMatch(/\/live\/[0-9a-f]{64}$/);
  });

  it('shows anyone with the link the preview, without the live link', async () => {
    const id = await createAgreement();
    const { body } = await call<PublicDownloadDetailsReply>(
      testApp,
      'GET',
      `/agreement/public-download-details/${id}`,
    );
    expect(body.data?.agreement).toEqual({ id, type: 'test', status: 'finished', language: 'en' });
    expect(body.data?.texts[0]?.html).toContain('<h1>');
    expect(JSON.stringify(body.data)).not.toContain('/live/');
  });

  it('refuses another account the owner’s details, and names a missing agreement', async () => {
    const id = await createAgreement();
    const foreign = await call(testApp, 'GET', `/agreement/download-details/${id}`, {
      token: stranger.token,
    });
    expect(foreign.body).toMatchObject({ success: false, forbidden: true });
    expect(foreign.body.data).toBeUndefined();
    expect((await call(testApp, 'GET', `/agreement/download-details/${id}`)).status).toBe(401);
    const missing = await call(testApp, 'GET', `/agreement/public-download-details/${MISSING}`);
    expect(messageOf(missing.body)).toBe('This agreement does not exist, or it has been deleted.');
    const malformed = await call(testApp, 'GET', '/agreement/public-download-details/x');
    expect(malformed.body.success).toBe(false);
  });
});

describe('deleting the account', () => {
  it('tells the live link about every agreement it takes with it', async () => {
    const leaving = await createActiveCustomer(testApp, 'leaving@example.com');
    const first = await createAgreement({}, leaving.token);
    const second = await createAgreement({}, leaving.token);
    const changed: string[] = [];
    const unsubscribe = testApp.app.agreementChanges.subscribe((change) => changed.push(change.agreementId));
    const { body } = await call(testApp, 'POST', '/customer/delete-account', {
      token: leaving.token,
      data: { password: 'Correct-Horse-7' },
    });
    unsubscribe();
    expect(body.success).toBe(true);
    expect(changed.sort()).toEqual([first, second].sort());
  });
});
