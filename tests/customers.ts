import { randomInt } from 'node:crypto';
import type { CustomerSession } from '../src/shared/api/customer';
import type { Envelope } from '../src/shared/api/envelope';
import { lastMailTo, linkCodeIn } from './mail';
import { formData, type TestApp } from './test-app';

export const GOOD_PASSWORD = 'Correct-Horse-7';

export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Calls the API the way the web client does and returns the reply's status and envelope. */
export async function call<T = unknown>(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: {
    data?: unknown;
    token?: string;
    refreshToken?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const encoded = options.data === undefined ? undefined : formData(options.data);
  const response = await testApp.app.inject({
    method,
    url: `/api/v1${url}`,
    // A client address of its own per call, so the per-address abuse limits only apply where a test pins one.
    remoteAddress: options.remoteAddress ?? randomClientAddress(),
    payload: encoded?.payload,
    headers: {
      ...encoded?.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.refreshToken ? { 'x-refresh-token': options.refreshToken } : {}),
      ...options.headers,
    },
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

export const messageOf = (body: Envelope) => body.messages.map((message) => message.value).join('\n');

/** Registers, activates through the mailed link and logs in: a customer ready to use. */
export async function createActiveCustomer(
  testApp: TestApp,
  email: string,
  password = GOOD_PASSWORD,
  language = 'en',
) {
  const registered = await call(testApp, 'POST', '/customer/register', {
    data: { email, password, language, send_activation: 1, initial_password_set: 1 },
  });
  if (!registered.body.success) throw new Error(messageOf(registered.body));
  const code = linkCodeIn(await lastMailTo(testApp, email), '/profile/activate-account/');
  await call(testApp, 'POST', '/customer/activate-account', { data: { activation_hash: code } });
  const login = await call<{ customer: CustomerSession }>(testApp, 'POST', '/customer/login', {
    data: { email, password },
  });
  if (!login.body.success || !login.body.data) throw new Error(messageOf(login.body));
  return login.body.data.customer;
}
