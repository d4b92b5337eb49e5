/**
 * A GitHub answer's body, read by the gateway instead of by Octokit. @octokit/request 10 parses
 * every JSON answer with json-with-bigint, which on Node 20 rewrites the whole text with a regular
 * expression and then runs a JavaScript reviver over every value: a recursive tree of 3,500 entries
 * (1 MB, Debian's django) took 180-240 ms that way against 15-30 ms for JSON.parse (load 27), on the
 * job's path to its first blob round. GitHub's numbers (ids, sizes) are far below 2^53, and the
 * gateway checks every answer with zod, which wants numbers, not BigInts.
 *
 * The gateway asks Octokit for the raw body (`request.parseSuccessResponseBody: false`, marked as
 * ours so that a wrapper under it neither leaves its deadline out nor hands the stream up) and reads
 * it here, as Octokit would: JSON as JSON (its text when it does not parse), text as text, anything
 * else as bytes. Errors (4xx/5xx) are still read by Octokit, into its RequestError.
 */

/** Marks a raw-body request as the gateway's own, not a caller's download. */
const GATEWAY_READS = 'dycoderGatewayReadsBody';

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** The caller streams the body itself (an archive or a raw blob download): its answer is handed over as it is. */
export function callerStreams(params: Record<string, unknown> | undefined): boolean {
  const request = objectOf(params?.['request']);
  return request?.['parseSuccessResponseBody'] === false && request[GATEWAY_READS] !== true;
}

/** The params asking Octokit for the raw body, for the gateway to read. */
export function gatewayReads(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const request = objectOf(params?.['request']);
  return { ...params, request: { ...request, parseSuccessResponseBody: false, [GATEWAY_READS]: true } };
}

/** An answer's body still unread (a web stream), as Octokit hands it over with parseSuccessResponseBody false. */
function isStream(data: unknown): data is ReadableStream<Uint8Array> {
  return typeof (objectOf(data)?.['getReader']) === 'function';
}

/**
 * The body as Octokit's own parse gives it (getResponseData), but JSON through JSON.parse. Data that is
 * not a stream (a 204's empty string, or a requester that parsed it already) is returned as it is.
 */
export async function readBody(data: unknown, headers: Record<string, string | number | undefined>): Promise<unknown> {
  if (!isStream(data)) return data;
  const contentType = headers['content-type'];
  const body = new Response(data);
  if (typeof contentType !== 'string' || contentType === '') return body.text();
  const [type = '', ...parameters] = contentType.split(';').map((p) => p.trim().toLowerCase());
  if (type === 'application/json' || type === 'application/scim+json') {
    const text = await body.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const utf8 = parameters.some((p) => p.replace(/\s+/g, '') === 'charset=utf-8' || p.replace(/\s+/g, '') === 'charset="utf-8"');
  if (type.startsWith('text/') || (utf8 && type !== 'application/octet-stream')) return body.text();
  return body.arrayBuffer();
}
