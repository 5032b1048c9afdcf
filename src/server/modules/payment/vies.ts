import { viesCountryCode } from './vat-number';

/**
 * A client of VIES, the EU's VAT number check, through its REST API (POST /check-vat-number). VIES
 * only relays each member state's own register, which is often slow, busy or down; any answer that
 * is not a clear yes or no is "unavailable", never "invalid", so a real company is not charged VAT
 * because a register was busy.
 */

export type ViesResult = {
  valid: boolean;
  /** With its VIES prefix, e.g. EL123456789. */
  vatNumber: string;
  name: string | null;
  address: string | null;
};

/** VIES or the member state's register did not give a verdict (down, busy, too slow, a garbled reply). */
export class ViesUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ViesUnavailableError';
  }
}

export type ViesClient = { check(country: string, vatNumber: string): Promise<ViesResult> };

const VALID_TTL_MS = 60 * 60 * 1000;
const INVALID_TTL_MS = 10 * 60 * 1000;
/** How many numbers the cache keeps; the oldest answer goes first. */
export const VIES_CACHE_MAX_ENTRIES = 1000;

/** VIES's words for "this number is not registered": a verdict, unlike its other errors. */
const NOT_REGISTERED_ERRORS = new Set(['INVALID', 'INVALID_INPUT']);

type ViesReply = {
  valid?: unknown;
  /** The web interface's spelling of `valid`; accepted so either reply shape reads the same. */
  isValid?: unknown;
  name?: unknown;
  address?: unknown;
  userError?: unknown;
  actionSucceed?: unknown;
  errorWrappers?: unknown;
};

/** VIES writes "---" (or nothing) where a member state does not disclose a name or address. */
function disclosed(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text === '---' ? null : text;
}

function errorCodesOf(reply: ViesReply): string[] {
  const wrappers = Array.isArray(reply.errorWrappers) ? reply.errorWrappers : [];
  return wrappers
    .map((wrapper) => (wrapper as { error?: unknown } | null)?.error)
    .filter((code): code is string => typeof code === 'string')
    .map((code) => code.toUpperCase());
}

/** The reply is an error saying the number itself is wrong (VIES answers some of them with HTTP 4xx). */
function rejectsTheNumber(reply: ViesReply): boolean {
  const errors = errorCodesOf(reply);
  return errors.length > 0 && errors.every((code) => NOT_REGISTERED_ERRORS.has(code));
}

/**
 * Reads one VIES reply into a verdict: `valid` true or false, or null when VIES did not give one.
 * A reply can say `valid: false` beside a `userError` such as MS_MAX_CONCURRENT_REQ: that is a busy
 * register, not a negative answer.
 */
function verdictOf(reply: ViesReply): boolean | null {
  const errors = errorCodesOf(reply);
  if (reply.actionSucceed === false || errors.length > 0) return rejectsTheNumber(reply) ? false : null;
  const userError = typeof reply.userError === 'string' ? reply.userError.toUpperCase() : '';
  if (userError !== '' && userError !== 'VALID' && !NOT_REGISTERED_ERRORS.has(userError)) return null;
  const valid = typeof reply.valid === 'boolean' ? reply.valid : reply.isValid;
  return typeof valid === 'boolean' ? valid : null;
}

export function createViesClient(options: { baseUrl: string; timeoutMs?: number }): ViesClient {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/check-vat-number`;
  const timeoutMs = options.timeoutMs ?? 5000;
  // Insertion-ordered, so the first key is the oldest entry and goes first when the cache is full.
  const cache = new Map<string, { result: ViesResult; expiresAt: number }>();
  // The checkout asks for the costs several times in a row: one question to VIES per number at a time.
  const inFlight = new Map<string, Promise<ViesResult>>();

  function remember(key: string, result: ViesResult): void {
    cache.delete(key);
    if (cache.size >= VIES_CACHE_MAX_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, { result, expiresAt: Date.now() + (result.valid ? VALID_TTL_MS : INVALID_TTL_MS) });
  }

  async function ask(countryCode: string, vatNumber: string): Promise<ViesResult> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json();
    } catch (error) {
      // Network failure, the timeout, or a reply that is not JSON (a maintenance page).
      throw new ViesUnavailableError(`VIES did not answer for ${countryCode}${vatNumber}`, { cause: error });
    }
    const reply: ViesReply = typeof body === 'object' && body !== null ? body : {};
    const verdict = verdictOf(reply);
    // On a failed HTTP status only an error naming the number as wrong is a verdict.
    if (verdict === null || (!response.ok && !rejectsTheNumber(reply))) {
      throw new ViesUnavailableError(
        `VIES gave no verdict for ${countryCode}${vatNumber} (HTTP ${response.status})`,
      );
    }
    return {
      valid: verdict,
      vatNumber: `${countryCode}${vatNumber}`,
      name: verdict ? disclosed(reply.name) : null,
      address: verdict ? disclosed(reply.address) : null,
    };
  }

  return {
    async check(country, vatNumber) {
      const countryCode = viesCountryCode(country);
      const key = `${countryCode}${vatNumber}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > Date.now()) return cached.result;
      if (cached) cache.delete(key);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = ask(countryCode, vatNumber)
        .then((result) => {
          remember(key, result);
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}
