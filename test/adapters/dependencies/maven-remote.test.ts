/**
 * Session 21 (issue 22): the remote Maven adapter against a real local HTTP server that serves Debian's own Maven-layout
 * repository (/usr/share/maven-repo, libguava-java's files): the checkout's pom.xml names Guava, the jar is fetched once
 * and its class files are listed and read; a jar over the size cap (by its Content-Length, or by its bytes when the server
 * sends none), a server that never answers and a missing artifact are "not available", never a failure.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedGet, remoteMavenDependencies } from '../../../src/adapters/dependencies/maven.js';
import { limitedDependencies } from '../../../src/core/dependencies/port.js';
import { readClassFile } from '../../../src/core/languages/java/dependencies/class-file.js';

const REPO = '/usr/share/maven-repo';
let server: Server;
let base = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    seen.push(path);
    // The first segment labels the case (a fresh URL per case: the adapter caches by URL): `never` never answers,
    // `chunked*` sends no Content-Length.
    const label = path.split('/')[1] ?? '';
    if (label === 'never') return;
    const chunked = label.startsWith('chunked');
    const rel = normalize(path.slice(label.length + 1)).replace(/^\/+/, '');
    const file = join(REPO, rel);
    if (rel.startsWith('..') || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, chunked ? { 'content-type': 'application/octet-stream' } : { 'content-length': String(statSync(file).size) });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const POM = `<project><properties><guava.version>31.1-jre</guava.version></properties>
<dependencies><dependency><groupId>com.google.guava</groupId><artifactId>guava</artifactId><version>\${guava.version}</version></dependency>
<dependency><groupId>org.example</groupId><artifactId>absent</artifactId><version>1.0</version></dependency></dependencies></project>`;
const open = (url: string, maxJarBytes?: number, timeoutMs?: number) =>
  remoteMavenDependencies({ url, ...(maxJarBytes === undefined ? {} : { maxJarBytes }), ...(timeoutMs === undefined ? {} : { timeoutMs }) })(['pom.xml', 'src/A.java'], (f) => Promise.resolve(f === 'pom.xml' ? POM : undefined));
const signal = new AbortController().signal;

describe('remote Maven adapter (a Maven-layout repository over HTTP)', () => {
  it('lists a package and reads a class of the jar the pom names, fetching the jar once', async () => {
    const port = await open(`${base}/plain`);
    const names = await port.list('com/google/common/base', signal);
    expect(names).toEqual(expect.arrayContaining(['Preconditions.class', 'Splitter.class']));
    const answer = await port.read('com/google/common/base/Preconditions.class', signal);
    expect(answer.found).toBe(true);
    if (answer.found) expect(readClassFile(answer.bytes).thisClass).toBe('com/google/common/base/Preconditions');
    expect(seen.filter((p) => p === '/plain/com/google/guava/guava/31.1-jre/guava-31.1-jre.jar')).toHaveLength(1);
    expect((await port.read('org/example/Nothing.class', signal)).found).toBe(false);
  });

  it('refuses a jar over the cap, by its Content-Length and by its bytes when none is sent', async () => {
    for (const label of ['plain-cap', 'chunked-cap']) {
      const port = await open(`${base}/${label}`, 100_000);
      expect((await port.read('com/google/common/base/Splitter.class', signal)).found, label).toBe(false);
    }
    expect(await boundedGet(`${base}/chunked-get/com/google/guava/guava/31.1-jre/guava-31.1-jre.jar`, 100_000, 5_000, undefined)).toBeUndefined();
    expect((await boundedGet(`${base}/chunked-get/com/google/guava/guava/31.1-jre/guava-31.1-jre.pom`, 100_000, 5_000, undefined))?.length).toBeGreaterThan(100);
  });

  it('a server that never answers is "not available" by the job\'s deadline', async () => {
    const port = await open(`${base}/never`, undefined, 60_000);
    const limited = limitedDependencies(port, { deadlineMs: 300, maxBytes: 1_000_000, maxFiles: 10 });
    const t0 = Date.now();
    expect(await limited.read('com/google/common/base/Preconditions.class', signal)).toMatchObject({ found: false });
    expect(Date.now() - t0).toBeLessThan(5_000);
  });
});
