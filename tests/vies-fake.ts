import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the VIES REST API (POST /check-vat-number), answering the way VIES does.
 * Point VIES_URL (or createViesClient's baseUrl) at `url`.
 *
 * Registered numbers (VIES prefix + number, as the request sends them; every one passes vat-number.ts):
 *   DE 123456789     valid, "Muster GmbH", "Musterstraße 1\n10115 Berlin"
 *   EL 123456789     valid, "Dokimastiki Etaireia AE", "Odos Ermou 1\n10563 Athina" (Greece: EL, not GR)
 *   NL 123456789B01  valid, "Voorbeeld B.V.", "Keizersgracht 1\n1015 CJ Amsterdam"
 *   FR 32123456789   valid, "Exemple SAS", "1 rue de Rivoli\n75001 Paris"
 *   IT 12345678903   valid, "Esempio S.r.l.", "Via Roma 1\n00184 Roma"
 *   ES B12345674     valid, name and address "---" (Spain does not disclose them, like Germany in reality)
 *   anything else    valid: false, userError INVALID
 *
 * Failures:
 *   DE 999999999     HTTP 200 {actionSucceed: false, errorWrappers: [{error: 'MS_UNAVAILABLE'}]}
 *   DE 999999998     HTTP 200 valid: false with userError MS_MAX_CONCURRENT_REQ (a busy register, not a "no")
 *   DE 999999997     HTTP 500 {actionSucceed: false, errorWrappers: [{error: 'SERVICE_UNAVAILABLE'}]}
 *   DE 999999996     never answers (until close): past any client timeout
 *   DE 999999995     HTTP 200 with an HTML maintenance page instead of JSON
 *   a body without countryCode/vatNumber strings: HTTP 400 errorWrappers INVALID_INPUT
 */

type Registration = { name: string; address: string };

const REGISTERED: Record<string, Registration> = {
  DE123456789: { name: 'Muster GmbH', address: 'Musterstraße 1\n10115 Berlin' },
  EL123456789: { name: 'Dokimastiki Etaireia AE', address: 'Odos Ermou 1\n10563 Athina' },
  NL123456789B01: { name: 'Voorbeeld B.V.', address: 'Keizersgracht 1\n1015 CJ Amsterdam' },
  FR32123456789: { name: 'Exemple SAS', address: '1 rue de Rivoli\n75001 Paris' },
  IT12345678903: { name: 'Esempio S.r.l.', address: 'Via Roma 1\n00184 Roma' },
  ESB12345674: { name: '---', address: '---' },
};

export const VIES_FAKE_NUMBERS = {
  memberStateUnavailable: { country: 'DE', vatNumber: '999999999' },
  memberStateBusy: { country: 'DE', vatNumber: '999999998' },
  serverError: { country: 'DE', vatNumber: '999999997' },
  hangs: { country: 'DE', vatNumber: '999999996' },
  notJson: { country: 'DE', vatNumber: '999999995' },
} as const;

export type ViesFake = {
  url: string;
  /** Every check received, in order. */
  requests: { countryCode: string; vatNumber: string }[];
  close(): Promise<void>;
};

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseCheck(text: string): { countryCode: string; vatNumber: string } | null {
  try {
    const body = JSON.parse(text) as { countryCode?: unknown; vatNumber?: unknown };
    return typeof body.countryCode === 'string' && typeof body.vatNumber === 'string'
      ? { countryCode: body.countryCode, vatNumber: body.vatNumber }
      : null;
  } catch {
    return null;
  }
}

/** `port` 0: any free port (tests); a fixed one for the Playwright server (tests/vies-fake-server.ts). */
export async function startViesFake(listenPort = 0): Promise<ViesFake> {
  const requests: ViesFake['requests'] = [];

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/check-vat-number') {
      sendJson(response, 404, { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] });
      return;
    }
    const check = parseCheck(await readBody(request));
    if (!check) {
      sendJson(response, 400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
      return;
    }
    requests.push(check);
    const key = `${check.countryCode}${check.vatNumber}`;
    const requestDate = new Date().toISOString();

    if (key === 'DE999999996') return; // left open: the client's timeout has to end it
    if (key === 'DE999999995') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>VIES is under maintenance</body></html>');
      return;
    }
    if (key === 'DE999999999') {
      sendJson(response, 200, {
        actionSucceed: false,
        errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state service is unavailable.' }],
      });
      return;
    }
    if (key === 'DE999999997') {
      sendJson(response, 500, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
      return;
    }
    if (key === 'DE999999998') {
      sendJson(response, 200, {
        countryCode: check.countryCode,
        vatNumber: check.vatNumber,
        requestDate,
        valid: false,
        userError: 'MS_MAX_CONCURRENT_REQ',
        name: '---',
        address: '---',
      });
      return;
    }
    const registration = REGISTERED[key];
    sendJson(response, 200, {
      countryCode: check.countryCode,
      vatNumber: check.vatNumber,
      requestDate,
      valid: registration !== undefined,
      userError: registration ? 'VALID' : 'INVALID',
      requestIdentifier: '',
      name: registration?.name ?? '---',
      address: registration?.address ?? '---',
      traderName: '---',
      traderStreet: '---',
      traderPostalCode: '---',
      traderCity: '---',
      traderCompanyType: '---',
    });
  });

  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The hanging check keeps its connection open; close drops it rather than waiting forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
