/**
 * Why a request got no HTTP answer at all, read from the error chain fetch/undici throw
 * (`TypeError: fetch failed` → `cause: Error { code: 'ENOTFOUND' }`) or from an aborted signal.
 * Octokit wraps every such failure in a RequestError with status 500, which is how "GitHub
 * answered 500" was reported for a DNS failure; this tells the two apart.
 */

export type NetworkCause = 'dns' | 'refused' | 'reset' | 'tls' | 'timeout' | 'unreachable' | 'network';

const BY_CODE: Record<string, NetworkCause> = {
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_FAIL: 'dns',
  EAI_NONAME: 'dns',
  ECONNREFUSED: 'refused',
  ECONNRESET: 'reset',
  EPIPE: 'reset',
  UND_ERR_SOCKET: 'reset',
  UND_ERR_CLOSED: 'reset',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
  UND_ERR_HEADERS_TIMEOUT: 'timeout',
  UND_ERR_BODY_TIMEOUT: 'timeout',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENETDOWN: 'unreachable',
};

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

/** One sentence fragment per cause, for logs and error messages. */
export const NETWORK_CAUSE_TEXT: Record<NetworkCause, string> = {
  dns: 'the host name did not resolve (DNS)',
  refused: 'the connection was refused',
  reset: 'the connection was reset',
  tls: 'the TLS handshake failed',
  timeout: 'no answer within the deadline',
  unreachable: 'the network or host is unreachable',
  network: 'a network error',
};

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/** The cause and the low-level code (e.g. ENOTFOUND) of a failure without an HTTP answer, if it is one. */
export function networkCauseOf(error: unknown): { cause: NetworkCause; code?: string } | undefined {
  // Walks `cause` a few levels down: RequestError → TypeError('fetch failed') → system error.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth += 1) {
    const code = field(current, 'code');
    if (typeof code === 'string') {
      const known = BY_CODE[code];
      if (known !== undefined) return { cause: known, code };
      if (TLS_CODE.test(code)) return { cause: 'tls', code };
    }
    const name = field(current, 'name');
    if (name === 'TimeoutError' || name === 'AbortError') return { cause: 'timeout' };
    current = field(current, 'cause');
  }
  return undefined;
}
