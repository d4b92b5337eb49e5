/**
 * REDIS_URL, parsed. Three shapes, one variable:
 * - `redis://[user:pass@]host:port[/db]` or `rediss://…` (TLS): one Redis server;
 * - `redis+cluster://[user:pass@]host1:7000,host2:7001,…` (or `rediss+cluster://`): a Redis
 *   Cluster, the hosts being seed nodes (any few masters or replicas; the rest is discovered);
 * - `redis+sentinel://[user:pass@]host1:26379,host2:26379/MASTER_NAME[/db]` (or `rediss+sentinel://`):
 *   the master that Sentinel names, followed across failovers.
 * Credentials apply to the data nodes and are percent-decoded; sentinels are reached without auth
 * unless `?sentinelPassword=` is given. Pure: parsing never touches the network.
 */
import { z } from 'zod';

export interface RedisNode {
  host: string;
  port: number;
}

interface Auth {
  username?: string;
  password?: string;
  tls: boolean;
}

export type RedisTarget =
  | ({ kind: 'single'; url: string } & Auth)
  | ({ kind: 'cluster'; nodes: RedisNode[] } & Auth)
  | ({ kind: 'sentinel'; sentinels: RedisNode[]; masterName: string; db: number; sentinelPassword?: string } & Auth);

export class RedisUrlError extends Error {
  override readonly name = 'RedisUrlError';
}

const SHAPES =
  'redis://host:6379, rediss://host:6380, redis+cluster://host1:7000,host2:7001 or redis+sentinel://host1:26379,host2:26379/mymaster';

const MULTI = /^(rediss?)\+(cluster|sentinel):\/\/([^/?#]*)(\/[^?#]*)?(\?[^#]*)?$/;

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new RedisUrlError('the credentials are not valid percent-encoding');
  }
}

function parseNode(text: string, defaultPort: number): RedisNode {
  // IPv6 hosts come in brackets: [::1]:7000
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9._-]+))(?::(\d{1,5}))?$/.exec(text);
  if (match === null) throw new RedisUrlError(`"${text}" is not a host:port`);
  const port = match[3] === undefined ? defaultPort : Number(match[3]);
  if (port < 1 || port > 65_535) throw new RedisUrlError(`${port} is not a TCP port`);
  return { host: match[1] ?? match[2]!, port };
}

function parseAuth(userinfo: string | undefined): Pick<Auth, 'username' | 'password'> {
  if (userinfo === undefined || userinfo === '') return {};
  const colon = userinfo.indexOf(':');
  const username = decode(colon < 0 ? userinfo : userinfo.slice(0, colon));
  const password = colon < 0 ? undefined : decode(userinfo.slice(colon + 1));
  // `redis://:secret@host` is the classic password-only form (AUTH without a user).
  if (password === undefined) return { password: username };
  return { ...(username !== '' ? { username } : {}), ...(password !== '' ? { password } : {}) };
}

function parseMulti(raw: string): RedisTarget {
  const match = MULTI.exec(raw);
  if (match === null) throw new RedisUrlError('it is not a URL of a known shape');
  const [, scheme, kind, authority = '', path = '', query = ''] = match;
  const at = authority.lastIndexOf('@');
  const auth = { ...parseAuth(at < 0 ? undefined : authority.slice(0, at)), tls: scheme === 'rediss' };
  const hostList = at < 0 ? authority : authority.slice(at + 1);
  if (hostList === '') throw new RedisUrlError('it names no host');
  const nodes = hostList.split(',').map((h) => parseNode(h.trim(), kind === 'cluster' ? 6379 : 26379));
  const params = new URLSearchParams(query.slice(1));
  if (kind === 'cluster') {
    if (path !== '' && path !== '/') throw new RedisUrlError('a cluster has only database 0, so the URL takes no path');
    return { kind: 'cluster', nodes, ...auth };
  }
  const [, masterName = '', db = '0', ...rest] = path.split('/');
  if (masterName === '' || rest.length > 0) throw new RedisUrlError('a sentinel URL ends in /MASTER_NAME or /MASTER_NAME/DB');
  if (!/^\d{1,2}$/.test(db)) throw new RedisUrlError(`"${db}" is not a database number`);
  const sentinelPassword = params.get('sentinelPassword') ?? undefined;
  return { kind: 'sentinel', sentinels: nodes, masterName: decode(masterName), db: Number(db), ...(sentinelPassword ? { sentinelPassword } : {}), ...auth };
}

function parseSingle(raw: string): RedisTarget {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RedisUrlError('it is not a URL');
  }
  if (url.hostname === '') throw new RedisUrlError('it names no host');
  if (url.pathname !== '' && !/^\/\d{0,2}$/.test(url.pathname)) throw new RedisUrlError('its path must be a database number');
  return { kind: 'single', url: raw, ...parseAuth(url.username === '' && url.password === '' ? undefined : `${url.username}:${url.password}`), tls: url.protocol === 'rediss:' };
}

/** Throws RedisUrlError whose message says what is wrong, never echoing the credentials. */
export function parseRedisUrl(raw: string): RedisTarget {
  const text = raw.trim();
  if (/^rediss?:\/\//.test(text)) return parseSingle(text);
  if (/^rediss?\+(cluster|sentinel):\/\//.test(text)) return parseMulti(text);
  throw new RedisUrlError(`it must be one of ${SHAPES}`);
}

/** For env validation: the reason a value is rejected, in words fit for one sentence. */
export const redisUrlSchema = z.string().transform((value, ctx) => {
  try {
    return parseRedisUrl(value);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof RedisUrlError ? error.message : 'it could not be parsed' });
    return z.NEVER;
  }
});

export const REDIS_URL_SHAPES = SHAPES;
