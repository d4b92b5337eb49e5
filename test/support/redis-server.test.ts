/**
 * The tests' redis-server helper when its port was taken between freePort and the bind (test
 * files of several people, or several workers, start servers at once): it must not take the
 * other server for its own (sharing its keys, and shutting it down at stop), but start on another
 * port. And a killed server's left pid file does not stop the restart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, parsePidFile, redisCli, startRedisServer, type RedisServer } from './redis-server.js';

const started: RedisServer[] = [];
afterEach(async () => {
  for (const server of started.splice(0).reverse()) await server.stop().catch(() => undefined);
});

describe('the tests\' redis-server', () => {
  it('given a port another server holds, starts its own on another port and leaves the other alone', async () => {
    const other = await startRedisServer();
    started.push(other);
    await redisCli(other.port, 'set', 'owner', 'other');
    const picks = [other.port];
    const mine = await startRedisServer({ pickPort: async () => picks.shift() ?? freePort() });
    started.push(mine);

    expect(mine.port).not.toBe(other.port);
    expect(await mine.pid()).not.toBe(await other.pid());
    expect((await redisCli(mine.port, 'get', 'owner')).trim()).toBe('');
    await mine.stop();
    expect((await redisCli(other.port, 'get', 'owner')).trim()).toBe('other');
  });

  it('restarts after a kill on the same port, and a persistent one keeps its data', async () => {
    const server = await startRedisServer({ persistent: true });
    started.push(server);
    await redisCli(server.port, 'set', 'kept', 'yes');
    const before = await server.pid();
    await server.restart({ kill: true });
    expect(await server.pid()).not.toBe(before);
    expect((await redisCli(server.port, 'get', 'kept')).trim()).toBe('yes');
  });

  it('reads a pid file only once redis-server has written it whole', () => {
    // Redis opens the file, then writes "PID\n": an empty or cut read is "not yet", never pid 0.
    expect(parsePidFile('')).toBeUndefined();
    expect(parsePidFile('59')).toBeUndefined();
    expect(parsePidFile('0\n')).toBeUndefined();
    expect(parsePidFile('5966\n')).toBe(5966);
  });
});
