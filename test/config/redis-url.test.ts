import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseRedisUrl, RedisUrlError } from '../../src/config/redis-url.js';
import { ConfigError, loadMetricsEnv, loadRedeliveryEnv, loadWorkerEnv } from '../../src/config/env.js';
import { queuePrefix } from '../../src/adapters/redis/connection.js';

describe('parseRedisUrl', () => {
  it('keeps a single-server URL for ioredis and notes TLS and credentials', () => {
    expect(parseRedisUrl('redis://127.0.0.1:6379/2')).toEqual({ kind: 'single', url: 'redis://127.0.0.1:6379/2', tls: false });
    expect(parseRedisUrl('rediss://default:s%40cret@cache.example:6380')).toMatchObject({ kind: 'single', tls: true, username: 'default', password: 's@cret' });
    expect(parseRedisUrl('redis://:only-pass@host')).toMatchObject({ password: 'only-pass' });
  });

  it('reads a cluster as seed nodes, default port 6379, IPv6 in brackets, credentials decoded', () => {
    expect(parseRedisUrl('redis+cluster://10.0.0.1:7000,10.0.0.2:7001, node-3.internal')).toEqual({
      kind: 'cluster',
      tls: false,
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
        { host: 'node-3.internal', port: 6379 },
      ],
    });
    expect(parseRedisUrl('rediss+cluster://app:p%2Fw@[::1]:7000,[fe80::2]:7001')).toMatchObject({
      tls: true,
      username: 'app',
      password: 'p/w',
      nodes: [
        { host: '::1', port: 7000 },
        { host: 'fe80::2', port: 7001 },
      ],
    });
  });

  it('reads a sentinel URL: sentinels (default 26379), master name, db, sentinel password', () => {
    expect(parseRedisUrl('redis+sentinel://:pw@s1:26379,s2/mymaster/3?sentinelPassword=sp')).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
      masterName: 'mymaster',
      db: 3,
      password: 'pw',
      sentinelPassword: 'sp',
      tls: false,
    });
  });

  it.each([
    ['http://127.0.0.1:6379', /must be one of redis:\/\//],
    ['127.0.0.1:6379', /must be one of/],
    ['redis+cluster://', /names no host/],
    ['redis+cluster://a:7000,b:99999', /99999 is not a TCP port/],
    ['redis+cluster://a:7000/1', /takes no path/],
    ['redis+cluster://a:7000,,b:7001', /"" is not a host:port/],
    ['redis+sentinel://s1:26379', /ends in \/MASTER_NAME/],
    ['redis+sentinel://s1:26379/m/x', /"x" is not a database number/],
    ['redis://host:6379/notadb', /database number/],
  ])('rejects %s with a reason', (url, reason) => {
    expect(() => parseRedisUrl(url)).toThrow(RedisUrlError);
    expect(() => parseRedisUrl(url)).toThrow(reason);
  });

  it('never echoes credentials in its errors', () => {
    const message = (() => {
      try {
        parseRedisUrl('redis+cluster://user:hunter2@a:70000');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/not a TCP port/);
    expect(message).not.toContain('hunter2');
  });
});

describe('REDIS_URL in the worker environment', () => {
  const PEM = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const base = { APP_ID: '1', PRIVATE_KEY: PEM };

  it('accepts the cluster and sentinel shapes', () => {
    expect(loadWorkerEnv({ ...base, REDIS_URL: 'redis+cluster://a:7000,b:7001' }).redisUrl).toBe('redis+cluster://a:7000,b:7001');
    expect(loadWorkerEnv({ ...base, REDIS_URL: 'redis+sentinel://s:26379/mymaster' }).redisUrl).toBe('redis+sentinel://s:26379/mymaster');
  });

  it('stops with one sentence naming the variable and the reason', () => {
    expect(() => loadWorkerEnv({ ...base, REDIS_URL: 'redis+cluster://a:7000/2' })).toThrow(ConfigError);
    expect(() => loadWorkerEnv({ ...base, REDIS_URL: 'redis+cluster://a:7000/2' })).toThrow(
      /^REDIS_URL is malformed: a cluster has only database 0, so the URL takes no path\.$/,
    );
  });
});

describe('queuePrefix', () => {
  it('wraps the name in a hash tag once', () => {
    expect(queuePrefix()).toBe('{dycoder}');
    expect(queuePrefix('t1')).toBe('{t1}');
    expect(queuePrefix('{t1}')).toBe('{t1}');
  });
});

describe('DYCODER_METRICS_PORT / DYCODER_METRICS_HOST', () => {
  it('defaults to 9464 on loopback, accepts 0 (off), a port and a host, and rejects anything else in one sentence', () => {
    expect(loadMetricsEnv({})).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadMetricsEnv({ DYCODER_METRICS_PORT: '0' })).toEqual({ port: 0, host: '127.0.0.1' });
    expect(loadMetricsEnv({ DYCODER_METRICS_PORT: '9100', DYCODER_METRICS_HOST: '0.0.0.0' })).toEqual({ port: 9100, host: '0.0.0.0' });
    expect(loadMetricsEnv({ DYCODER_METRICS_HOST: '::1' })).toEqual({ port: 9464, host: '::1' });
    for (const bad of ['http://0.0.0.0', '0.0.0.0:9464 ', 'a b']) {
      expect(() => loadMetricsEnv({ DYCODER_METRICS_HOST: bad })).toThrow(/^DYCODER_METRICS_HOST is malformed: it must be an address to listen on, such as 127\.0\.0\.1 or 0\.0\.0\.0\.$/);
    }
    for (const bad of ['70000', '-1', 'http', '9.5']) {
      expect(() => loadMetricsEnv({ DYCODER_METRICS_PORT: bad })).toThrow(/^DYCODER_METRICS_PORT is malformed: it must be a TCP port number, or 0 to turn the listener off\.$/);
    }
  });
});

describe('DYCODER_REDELIVERY_*', () => {
  it('defaults to a sweep every 300 s over 24 h, 50 per sweep; 0 turns it off; bad values are one sentence', () => {
    expect(loadRedeliveryEnv({})).toEqual({ intervalSeconds: 300, maxAgeHours: 24, maxPerSweep: 50 });
    expect(loadRedeliveryEnv({ DYCODER_REDELIVERY_INTERVAL_SECONDS: '0', DYCODER_REDELIVERY_MAX_AGE_HOURS: '72', DYCODER_REDELIVERY_MAX_PER_SWEEP: '5' })).toEqual({ intervalSeconds: 0, maxAgeHours: 72, maxPerSweep: 5 });
    expect(() => loadRedeliveryEnv({ DYCODER_REDELIVERY_MAX_AGE_HOURS: '100' })).toThrow(/^DYCODER_REDELIVERY_MAX_AGE_HOURS is malformed: it must be a whole number of hours from 1 to 72\.$/);
    expect(() => loadRedeliveryEnv({ DYCODER_REDELIVERY_INTERVAL_SECONDS: 'soon' })).toThrow(/^DYCODER_REDELIVERY_INTERVAL_SECONDS is malformed/);
  });
});
