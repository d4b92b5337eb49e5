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
 *
 * An answer is read up to a byte ceiling (MAX_ANSWER_BYTES) and then given up as a clear error: a hostile or broken
 * answer (a proxy's endless body, a 400 MB "tree") must not be buffered whole, then copied into a string and a parse.
 */
import { GitHubAnswerTooLargeError } from './errors.js';

/**
 * The largest answer the gateway reads. GitHub's own largest answers to DyCoder's reads are a recursive tree (GitHub
 * cuts it at 100,000 entries and 7 MB), a GraphQL batch of blob texts (at most 4 MB of files a request, graphql-blobs.ts;
 * JSON escapes at most ~6 bytes a byte of a control character) and a blob's base64 (files over 1 MB are not read).
 */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

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

/** The whole body, read chunk by chunk up to `limit` bytes; past it the stream is cancelled and the read fails. */
async function boundedBytes(stream: ReadableStream<Uint8Array>, limit: number, route: string): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // The connection is let go (undici closes it): nothing more of this answer is received.
      await reader.cancel().catch(() => undefined);
      throw new GitHubAnswerTooLargeError(route, limit);
    }
    chunks.push(value);
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
}

/** UTF-8, a leading byte-order mark dropped, bad sequences replaced: as Response.text() decodes. */
const utf8Text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

export interface ReadBodyOptions {
  /** The request's route (a template: no token, no query), for the error. */
  route: string;
  /** The ceiling in bytes (default MAX_ANSWER_BYTES). */
  maxBytes?: number;
}

/**
 * The body as Octokit's own parse gives it (getResponseData), but JSON through JSON.parse, and never more than the
 * ceiling's bytes of it (GitHubAnswerTooLargeError, before a byte is read when the answer says its length). Data that is not
 * a stream (a 204's empty string, or a requester that parsed it already) is returned as it is.
 */
export async function readBody(data: unknown, headers: Record<string, string | number | undefined>, opts: ReadBodyOptions): Promise<unknown> {
  if (!isStream(data)) return data;
  const limit = opts.maxBytes ?? MAX_ANSWER_BYTES;
  const said = Number(headers['content-length']);
  if (Number.isFinite(said) && said > limit) {
    await data.cancel().catch(() => undefined);
    throw new GitHubAnswerTooLargeError(opts.route, limit, said);
  }
  const bytes = await boundedBytes(data, limit, opts.route);
  const contentType = headers['content-type'];
  if (typeof contentType !== 'string' || contentType === '') return utf8Text(bytes);
  const [type = '', ...parameters] = contentType.split(';').map((p) => p.trim().toLowerCase());
  if (type === 'application/json' || type === 'application/scim+json') {
    const text = utf8Text(bytes);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const utf8 = parameters.some((p) => p.replace(/\s+/g, '') === 'charset=utf-8' || p.replace(/\s+/g, '') === 'charset="utf-8"');
  if (type.startsWith('text/') || (utf8 && type !== 'application/octet-stream')) return utf8Text(bytes);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
