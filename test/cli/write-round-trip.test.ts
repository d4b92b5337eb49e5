/**
 * `dycoder implement --write` on real files in awkward formats, through the real command and a
 * scripted OpenAI-compatible server: every byte outside the stub's body lines is the original
 * byte (encoding, BOM, line endings, final newline), the mode is kept, the new body is in the
 * file's own encoding and line ending, and Python itself still reads the file as intended.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImplementCommand } from '../../src/cli/implement-command.js';
import { findStubs } from '../../src/core/languages/python/index.js';
import { decodeSourceFile } from '../../src/core/source/file-content.js';
import { reply, startOpenAIServer, type OpenAIServer } from '../support/openai-server.js';
import { bufferIo } from './buffer-io.js';

let server: OpenAIServer;
beforeAll(async () => {
  server = await startOpenAIServer();
});
afterAll(async () => {
  await server.close();
});

const env = () => ({ OPENAI_BASE_URL: server.baseURL, DYCODER_MODEL: 'local-coder', DYCODER_STRUCTURED_OUTPUT: 'off', DYCODER_MODEL_MAX_RETRIES: '0' });
const ascii = (s: string): Buffer => Buffer.from(s, 'latin1');

/** Byte offsets of each line's start, counted after `skip` leading bytes (a BOM). */
function lineStarts(bytes: Buffer, skip: number): number[] {
  const starts = [skip];
  for (let i = skip; i < bytes.length; i++) if (bytes[i] === 0x0a && i + 1 < bytes.length) starts.push(i + 1);
  return starts;
}

interface RunResult {
  code: number;
  before: Buffer;
  after: Buffer;
  err: string;
  /** Bytes before the body's first line and after the body's last line's content, in the original. */
  prefix: number;
  suffix: number;
}

/** Writes `bytes` as `mod.py`, answers the one stub with `body`, runs --write. */
async function implement(bytes: Buffer, body: string, opts: { mode?: number; skip?: number } = {}): Promise<RunResult & { repo: string }> {
  const repo = mkdtempSync(join(tmpdir(), 'dycoder-bytes-'));
  const path = join(repo, 'mod.py');
  writeFileSync(path, bytes);
  if (opts.mode !== undefined) chmodSync(path, opts.mode);
  const decoded = decodeSourceFile(bytes);
  if (!decoded.ok) throw new Error(`fixture does not decode: ${decoded.reason}`);
  const [stub] = findStubs(decoded.text);
  if (!stub) throw new Error('fixture has no stub');
  server.respondWith(() => reply.content(`\`\`\`python\n${body}\n\`\`\``));
  const io = bufferIo();
  const code = await runImplementCommand(['--repo', repo, '--write', '--all-stubs'], io, { env: env() });
  const starts = lineStarts(bytes, opts.skip ?? 0);
  const { start, end } = stub.bodyRange;
  const prefix = starts[start - 1] ?? bytes.length;
  // The end of the last replaced line's content (before its CRLF/LF); for an insertion, the insertion point.
  let suffix: number;
  if (end < start) suffix = bytes.length - prefix;
  else {
    const next = starts[end] ?? bytes.length;
    let contentEnd = next;
    if (bytes[contentEnd - 1] === 0x0a) contentEnd--;
    if (bytes[contentEnd - 1] === 0x0d) contentEnd--;
    suffix = bytes.length - contentEnd;
  }
  return { repo, code, before: bytes, after: readFileSync(path), err: io.err(), prefix, suffix };
}

function expectOutsideUnchanged(r: RunResult): void {
  expect(r.code, r.err).toBe(0);
  expect(r.after.subarray(0, r.prefix).equals(r.before.subarray(0, r.prefix))).toBe(true);
  expect(r.after.subarray(r.after.length - r.suffix).equals(r.before.subarray(r.before.length - r.suffix))).toBe(true);
  expect(r.after.equals(r.before)).toBe(false);
}

/** What CPython makes of the file: its text (as ascii()) and the value of `f()`. */
function python(repo: string, call: string): string {
  return execFileSync('python3', ['-c', `import sys; sys.path.insert(0, ${JSON.stringify(repo)}); import mod; print(ascii(${call}))`]).toString().trim();
}

describe('--write keeps the bytes it does not replace', () => {
  it('latin-1 (PEP 263 on line 1): the new body is latin-1 and Python reads café, not cafÃ©', async () => {
    const file = Buffer.concat([
      ascii('# -*- coding: latin-1 -*-\n'),
      ascii('NOTE = "caf\xe9 cr\xe8me"\n\n'),
      ascii('def greet() -> str:\n    """Say caf\xe9."""\n    pass\n\n'),
      ascii('TAIL = "na\xefve"\n'),
    ]);
    const r = await implement(file, 'return "caf\u00e9 " + NOTE');
    expectOutsideUnchanged(r);
    expect(r.after.includes(ascii('return "caf\xe9 " + NOTE'))).toBe(true);
    expect(r.after.includes(Buffer.from('caf\u00e9', 'utf8'))).toBe(false);
    expect(python(r.repo, 'mod.greet()')).toBe("'caf\\xe9 caf\\xe9 cr\\xe8me'");
    execFileSync('python3', ['-c', 'import py_compile, sys; py_compile.compile(sys.argv[1], doraise=True)', join(r.repo, 'mod.py')]);
  });

  it('cp1252 (vim fileencoding on line 2): curly quotes and € are written as cp1252 bytes', async () => {
    const file = Buffer.concat([
      ascii('#!/usr/bin/env python3\n# vim: set fileencoding=cp1252 :\n'),
      ascii('QUOTE = "\x93hi\x94"\n\n'),
      ascii('def price() -> str:\n    ...\n'),
    ]);
    const r = await implement(file, 'return "\u20ac5 " + QUOTE');
    expectOutsideUnchanged(r);
    expect(r.after.includes(ascii('return "\x805 " + QUOTE'))).toBe(true);
    expect(python(r.repo, 'mod.price()')).toBe("'\\u20ac5 \\u201chi\\u201d'");
  });

  it('UTF-8 with a BOM: the BOM stays and the body is UTF-8', async () => {
    const file = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('def smile() -> str:\n    """A face."""\n    raise NotImplementedError\n', 'utf8')]);
    const r = await implement(file, 'return "\u263a"', { skip: 3 });
    expectOutsideUnchanged(r);
    expect([...r.after.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(python(r.repo, 'mod.smile()')).toBe("'\\u263a'");
  });

  it('CRLF: the inserted lines are CRLF too, and no LF-only line appears', async () => {
    const file = ascii('import os\r\n\r\ndef join(a: str, b: str) -> str:\r\n    """Join two parts."""\r\n    pass\r\n\r\nX = 1\r\n');
    const r = await implement(file, 'if not a:\n    return b\nreturn os.path.join(a, b)');
    expectOutsideUnchanged(r);
    const text = r.after.toString('latin1');
    expect(text).toContain('    if not a:\r\n        return b\r\n    return os.path.join(a, b)\r\n');
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('CRLF docstring-only stub: the inserted body after the docstring is CRLF', async () => {
    const file = ascii('def twice(x: int) -> int:\r\n    """Double x."""\r\n\r\nY = 2\r\n');
    const r = await implement(file, 'return 2 * x');
    expectOutsideUnchanged(r);
    expect(r.after.toString('latin1')).toBe('def twice(x: int) -> int:\r\n    """Double x."""\r\n    return 2 * x\r\n\r\nY = 2\r\n');
  });

  it('mixed line endings: each untouched line keeps its own ending', async () => {
    const file = ascii('A = 1\n\r\nB = 2\r\ndef f() -> int:\r\n    ...\r\nC = 3\nD = 4\r\n');
    const r = await implement(file, 'return A + B');
    expectOutsideUnchanged(r);
    expect(r.after.toString('latin1')).toBe('A = 1\n\r\nB = 2\r\ndef f() -> int:\r\n    return A + B\r\nC = 3\nD = 4\r\n');
  });

  it('no final newline: the file still ends without one', async () => {
    const file = ascii('def last() -> int:\n    """The last one."""\n    pass');
    const r = await implement(file, 'x = 40\nreturn x + 2');
    expectOutsideUnchanged(r);
    expect(r.after.toString('latin1')).toBe('def last() -> int:\n    """The last one."""\n    x = 40\n    return x + 2');
    expect(python(r.repo, 'mod.last()')).toBe('42');
  });

  it('no final newline after a docstring-only stub: the body is appended, still without one', async () => {
    const file = ascii('def last() -> int:\n    """The last one."""');
    const r = await implement(file, 'return 42');
    expect(r.code, r.err).toBe(0);
    expect(r.after.toString('latin1')).toBe('def last() -> int:\n    """The last one."""\n    return 42');
  });

  it('an executable script keeps its mode, and no temporary file is left behind', async () => {
    const file = ascii('#!/usr/bin/env python3\ndef main() -> int:\n    raise NotImplementedError\n\nif __name__ == "__main__":\n    raise SystemExit(main())\n');
    const r = await implement(file, 'print("hi")\nreturn 0', { mode: 0o754 });
    expectOutsideUnchanged(r);
    expect(statSync(join(r.repo, 'mod.py')).mode & 0o7777).toBe(0o754);
    expect(readdirSync(r.repo).sort()).toEqual(['mod.py']);
    expect(execFileSync(join(r.repo, 'mod.py')).toString()).toBe('hi\n');
  });

  it('a character the declared encoding cannot hold is one clear error and the file is untouched', async () => {
    const file = Buffer.concat([ascii('# coding: latin-1\nNOTE = "caf\xe9"\n\ndef arrow() -> str:\n    pass\n')]);
    const r = await implement(file, 'return "\u2192"');
    expect(r.code).toBe(1);
    expect(r.after.equals(r.before)).toBe(true);
    expect(r.err).toContain('dycoder: not writing mod.py: the new line 5 holds "\u2192" (U+2192), which the file\'s encoding iso-8859-1 (declared on line 1) cannot represent.');
  });

  it('a UTF-16 file is refused by name when read, not parsed as binary', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'dycoder-utf16-'));
    writeFileSync(join(repo, 'wide.py'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('def f():\n    pass\n', 'utf16le')]));
    const io = bufferIo();
    expect(await runImplementCommand(['--repo', repo, '--write', '--all-stubs'], io, { env: env() })).toBe(0);
    expect(io.err()).toContain('dycoder: skipped wide.py: it is UTF-16 or UTF-32 text');
  });
});
