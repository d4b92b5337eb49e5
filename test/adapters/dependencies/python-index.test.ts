/**
 * The remote Python dependency adapter against a real local HTTP server (issue 22, session 21): a PEP 691 JSON page
 * and a PEP 503 HTML page, wheels built here with CPython's zipfile from Debian's installed pecan and PyYAML sources
 * (python3-pecan, python3-yaml). It reads a module from the wheel of the distribution its package names, at the
 * repository's pin or the newest; finds `yaml` in PyYAML's wheel through its top_level.txt; answers "not available"
 * for a missing module, a server that stalls past the deadline, a wheel over the size cap and a member that inflates
 * past its cap (a zip bomb, its central directory's size lying); caches what it read by (URL, name, version, path).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPythonIndexDependencies } from '../../../src/adapters/dependencies/python-index.js';
import { pythonRequirements } from '../../../src/core/dependencies/python-requirements.js';

const DIST = '/usr/lib/python3/dist-packages';
let dir: string;
let server: Server;
let url: string;
const requests: string[] = [];
const files = new Map<string, { type: string; body: Buffer | string }>();

/** A wheel: `sources` copied under the archive's root, plus a dist-info with top_level.txt, zipped by CPython. */
function wheel(name: string, version: string, sources: Record<string, string>, topLevel: string): Buffer {
  const root = join(dir, `${name}-${version}`);
  for (const [to, from] of Object.entries(sources)) cpSync(from, join(root, to), { recursive: true, filter: (s) => !s.includes('__pycache__') });
  mkdirSync(join(root, `${name}-${version}.dist-info`), { recursive: true });
  writeFileSync(join(root, `${name}-${version}.dist-info`, 'top_level.txt'), `${topLevel}\n`);
  const out = join(dir, `${name}-${version}-py3-none-any.whl`);
  execFileSync('python3', ['-c', 'import sys, zipfile, os\nroot, out = sys.argv[1], sys.argv[2]\nwith zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:\n    for d, _, fs in os.walk(root):\n        for f in fs:\n            p = os.path.join(d, f); z.write(p, os.path.relpath(p, root))\n', root, out]);
  return readFileSync(out);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dycoder-index-'));
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/simple/stall/') return; // never answers
    const f = files.get(req.url ?? '');
    if (!f) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': f.type }).end(f.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple/`;
  const pecanOld = wheel('pecan', '1.3.0', { pecan: join(DIST, 'pecan') }, 'pecan');
  writeFileSync(join(dir, 'pecan-1.3.0', 'pecan', 'rest.py'), 'class RestController(object):\n    OLD = 1\n');
  files.set('/files/pecan-1.3.0-py3-none-any.whl', { type: 'application/octet-stream', body: wheel('pecan', '1.3.0', {}, 'pecan') });
  files.set('/files/pecan-1.4.1-py3-none-any.whl', { type: 'application/octet-stream', body: wheel('pecan', '1.4.1', { pecan: join(DIST, 'pecan') }, 'pecan') });
  expect(pecanOld.length).toBeGreaterThan(0);
  files.set('/simple/pecan/', {
    type: 'application/vnd.pypi.simple.v1+json',
    body: JSON.stringify({ meta: { 'api-version': '1.0' }, name: 'pecan', files: [
      { filename: 'pecan-1.3.0-py3-none-any.whl', url: '../../files/pecan-1.3.0-py3-none-any.whl', hashes: {} },
      { filename: 'pecan-1.4.1-py3-none-any.whl', url: '../../files/pecan-1.4.1-py3-none-any.whl', hashes: {} },
      { filename: 'pecan-1.4.1.tar.gz', url: '../../files/pecan-1.4.1.tar.gz', hashes: {} },
    ] }),
  });
  files.set('/files/PyYAML-6.0-py3-none-any.whl', { type: 'application/octet-stream', body: wheel('PyYAML', '6.0', { yaml: join(DIST, 'yaml') }, 'yaml') });
  files.set('/simple/pyyaml/', { type: 'text/html', body: '<html><body><a href="../../files/PyYAML-6.0-py3-none-any.whl#sha256=00">PyYAML-6.0-py3-none-any.whl</a></body></html>' });
  // A zip bomb: 8 MB of zeros deflated to a few KB, its declared size patched to look small.
  const bombDir = join(dir, 'bomb');
  mkdirSync(join(bombDir, 'bomb'), { recursive: true });
  writeFileSync(join(bombDir, 'bomb', '__init__.py'), '');
  writeFileSync(join(bombDir, 'bomb', 'big.py'), Buffer.alloc(8 * 1024 * 1024, 0x20));
  const bomb = wheel('bomb', '1.0', { bomb: join(bombDir, 'bomb') }, 'bomb');
  const lying = Buffer.from(bomb);
  for (let i = lying.indexOf('bomb/big.py'); i >= 0; i = lying.indexOf('bomb/big.py', i + 1)) {
    if (lying.readUInt32LE(i - 46) === 0x02014b50) lying.writeUInt32LE(100, i - 46 + 24);
  }
  files.set('/files/bomb-1.0-py3-none-any.whl', { type: 'application/octet-stream', body: lying });
  files.set('/simple/bomb/', { type: 'application/vnd.pypi.simple.v1+json', body: JSON.stringify({ files: [{ filename: 'bomb-1.0-py3-none-any.whl', url: '/files/bomb-1.0-py3-none-any.whl' }] }) });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

const signal = (): AbortSignal => new AbortController().signal;

describe('Python dependencies from a package index', () => {
  it("reads a module from the pinned or newest wheel, and PyYAML's yaml through its top_level.txt", async () => {
    const rest = readFileSync(join(DIST, 'pecan/rest.py'), 'utf8');
    const cache = new Map<string, string | null>();
    const newest = createPythonIndexDependencies({ indexUrl: url, requirements: () => Promise.resolve(pythonRequirements(new Map([['requirements.txt', 'pecan>=1.0\nPyYAML  # config\n']]))), cache });
    expect(await newest.readFile('pecan/rest.py', signal())).toBe(rest);
    expect(await newest.readFile('pecan/not_there.py', signal())).toBeUndefined();
    expect(await newest.readFile('yaml/__init__.py', signal())).toBe(readFileSync(join(DIST, 'yaml/__init__.py'), 'utf8'));
    expect([...cache.keys()].some((k) => k.endsWith('\0pecan\x001.4.1\0pecan/rest.py'))).toBe(true);
    const pinned = createPythonIndexDependencies({ indexUrl: url, requirements: () => Promise.resolve(pythonRequirements(new Map([['requirements.txt', 'pecan==1.3.0\n']]))) });
    expect(await pinned.readFile('pecan/rest.py', signal())).toBe('class RestController(object):\n    OLD = 1\n');
    // The wheel's page is asked once per adapter, whatever the number of modules read.
    const before = requests.filter((r) => r === '/simple/pecan/').length;
    await newest.readFile('pecan/core.py', signal());
    expect(requests.filter((r) => r === '/simple/pecan/').length).toBe(before);
  });

  it('answers "not available" past the deadline, over the wheel cap, and for a zip bomb', async () => {
    const none = () => Promise.resolve([]);
    const stall = createPythonIndexDependencies({ indexUrl: url, requirements: none, requestMs: 200 });
    const t0 = Date.now();
    expect(await stall.readFile('stall/x.py', signal())).toBeUndefined();
    expect(Date.now() - t0).toBeLessThan(5000);
    const small = createPythonIndexDependencies({ indexUrl: url, requirements: none, maxWheelBytes: 1000 });
    expect(await small.readFile('pecan/rest.py', signal())).toBeUndefined();
    const bomb = createPythonIndexDependencies({ indexUrl: url, requirements: none, maxFileBytes: 64 * 1024 });
    expect(await bomb.readFile('bomb/big.py', signal())).toBeUndefined();
    expect(await bomb.readFile('bomb/__init__.py', signal())).toBe('');
  });

  it("reads the repository's requirements and pins", () => {
    expect(pythonRequirements(new Map([
      ['requirements.txt', '# deps\nPecan==1.4.1 ; python_version>"3"\nSQLAlchemy>=1.4\n-r other.txt\nhttps://x/y.whl\n'],
      ['pyproject.toml', '[build-system]\nrequires = ["setuptools"]\n[project]\nname = "x"\ndependencies = ["taskflow==5.0.0", "oslo.config"]\n[tool.x]\ny = 1\n'],
      ['setup.cfg', '[options]\ninstall_requires =\n    WSME>=0.10\n    six\n'],
    ]))).toEqual([
      { name: 'pecan', version: '1.4.1' }, { name: 'sqlalchemy' }, { name: 'taskflow', version: '5.0.0' }, { name: 'oslo-config' }, { name: 'wsme' }, { name: 'six' },
    ]);
  });
});
