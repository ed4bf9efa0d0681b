/**
 * The one way payment adapters call a provider: fetch with a 10 s timeout, JSON answers, and every
 * failure (network, timeout, HTTP error) turned into a ProviderError with a message safe to show or log
 * (never a header, key or request body).
 */

/** How long a provider call may take before the shop gives up. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** A provider call that failed; `status` is the provider's HTTP status (0: no answer). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The provider's parsed error body, when it sent one (for mapping declines). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A request to a provider: method, URL, headers and an already-encoded body. */
export interface ProviderRequest {
  provider: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Reads the provider's own error text from an error body. */
  errorMessage?: (body: unknown) => string | undefined;
  /** Default PROVIDER_TIMEOUT_MS. */
  timeoutMs?: number;
}

const parse = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
};

/** Sends the request and answers the parsed JSON body; throws ProviderError on anything but a 2xx JSON answer. */
export async function providerJson<T>(request: ProviderRequest): Promise<T> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { accept: 'application/json', ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(request.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(timeout ? `${request.provider} did not answer in time.` : `${request.provider} could not be reached.`, 0);
  }
  const body = parse(await response.text());
  if (!response.ok) {
    const own = request.errorMessage?.(body);
    throw new ProviderError(own || `${request.provider} answered HTTP ${response.status}.`, response.status, body);
  }
  if (body === null || typeof body !== 'object') throw new ProviderError(`${request.provider} answered something that is not JSON.`, response.status);
  return body as T;
}

/** `Basic base64(user:password)`. */
export const basicAuth = (user: string, password: string): string => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** Form encoding with Stripe's nested keys: `{metadata: {order_id: 1}}` → `metadata[order_id]=1`. */
export function formEncode(values: Record<string, unknown>, prefix = ''): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof value === 'object') pairs.push(formEncode(value as Record<string, unknown>, name));
    else pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return pairs.filter(Boolean).join('&');
}

/** The spec's answer when a payment method cannot be used right now (provider down, method not offered). */
export const PAYMENT_NOT_AVAILABLE = 'Payment method you chose is not available at the moment';
