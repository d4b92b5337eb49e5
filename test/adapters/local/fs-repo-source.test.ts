import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../../src/adapters/local/fs-repo-source.js';

let root: string;
const put = (path: string, content: string | Uint8Array): void => {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, content);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'dycoder-fs-source-'));
  put('pkg/__init__.py', '');
  put('pkg/mod.py', 'def f():\n    return 1\n');
  put('pkg/sub/deep.py', 'x = 1\n');
  put('.git/config', '[core]\n');
  put('node_modules/x/index.js', '');
  put('pkg/__pycache__/mod.cpython-311.pyc', 'x');
  put('.tox/py/lib.py', '');
  put('.mypy_cache/3.11/x.json', '{}');
  put('venv/lib/site.py', '');
  put('.venv/lib/site.py', '');
  put('custom-env/pyvenv.cfg', 'home = /usr/bin\n');
  put('custom-env/lib/site.py', '');
  put('bin/blob.py', new Uint8Array([0x64, 0x65, 0x66, 0x00, 0x01]));
  put('bin/latin1.py', new Uint8Array([0x23, 0x20, 0xe9, 0x0a]));
  put('big.py', `# ${'x'.repeat(2048)}\n`);
  put('bom.py', '\ufeffy = 2\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('createFsRepoSource', () => {
  it('lists repo-relative POSIX paths and skips VCS, dependency, cache and virtualenv directories', async () => {
    const files = await createFsRepoSource(root).listFiles();
    expect(files).toEqual(['big.py', 'bin/blob.py', 'bin/latin1.py', 'bom.py', 'pkg/__init__.py', 'pkg/mod.py', 'pkg/sub/deep.py']);
  });

  it('reads text once, caches it, and counts reads and bytes', async () => {
    const source = createFsRepoSource(root);
    expect(await source.readFile('pkg/mod.py')).toBe('def f():\n    return 1\n');
    expect(await source.readFile('pkg/mod.py')).toBe('def f():\n    return 1\n');
    expect(source.stats.filesRead).toBe(1);
    expect(source.stats.bytesRead).toBe(22);
  });

  it('returns undefined for missing, binary, non-UTF-8, oversized and skipped files', async () => {
    const source = createFsRepoSource(root, { maxBytes: 1024 });
    expect(await source.readFile('nope.py')).toBeUndefined();
    expect(await source.readFile('bin/blob.py')).toBeUndefined();
    expect(await source.readFile('bin/latin1.py')).toBeUndefined();
    expect(await source.readFile('big.py')).toBeUndefined();
    expect(await source.readFile('venv/lib/site.py')).toBeUndefined();
    expect(await source.readFile('../outside.py')).toBeUndefined();
    expect(await source.readFile('bom.py')).toBe('y = 2\n');
  });
});

describe('createFsRepoSource in a git work tree', () => {
  const git = (dir: string, ...args: string[]) => execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir });

  it('honours .gitignore (tracked and untracked files, deleted ones left out), and walks when git is off', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'dycoder-git-source-'));
    const add = (path: string, text: string) => {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    };
    add('.gitignore', 'build/\n*.gen.py\n');
    add('pkg/mod.py', 'def f():\n    pass\n');
    add('pkg/gone.py', 'x = 1\n');
    add('build/lib/pkg/mod.py', 'def f():\n    pass\n');
    add('pkg/schema.gen.py', 'def g():\n    pass\n');
    add('node_modules/dep/index.js', 'export {};\n');
    git(repo, 'init', '-q');
    git(repo, 'add', '-f', '.gitignore', 'pkg/mod.py', 'pkg/gone.py', 'node_modules/dep/index.js');
    git(repo, 'commit', '-q', '-m', 'base');
    rmSync(join(repo, 'pkg/gone.py'));
    add('pkg/new.py', 'y = 2\n');
    expect(await createFsRepoSource(repo).listFiles()).toEqual(['.gitignore', 'pkg/mod.py', 'pkg/new.py']);
    // A subdirectory lists relative to itself.
    expect(await createFsRepoSource(join(repo, 'pkg')).listFiles()).toEqual(['mod.py', 'new.py']);
    // An ignored directory of a work tree is walked, not listed as empty.
    expect(await createFsRepoSource(join(repo, 'build')).listFiles()).toEqual(['lib/pkg/mod.py']);
    expect(await createFsRepoSource(repo, { git: false }).listFiles()).toEqual(['.gitignore', 'build/lib/pkg/mod.py', 'pkg/mod.py', 'pkg/new.py', 'pkg/schema.gen.py']);
  });

  it('does not read through a symbolic link, which could point outside the directory', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'dycoder-outside-'));
    writeFileSync(join(outside, 'secret.py'), 'TOKEN = "s3cret"\n');
    const repo = mkdtempSync(join(tmpdir(), 'dycoder-link-'));
    symlinkSync(join(outside, 'secret.py'), join(repo, 'linked.py'));
    git(repo, 'init', '-q');
    const source = createFsRepoSource(repo);
    expect(await source.listFiles()).toEqual(['linked.py']);
    expect(await source.readFile('linked.py')).toBeUndefined();
  });
});
