/**
 * Go build constraints in the answer checks, on real code (Debian's golang.org/x/sys/unix: 300+
 * files, most of them for one platform): a body in `zsyscall_netbsd_386.go` is checked against the
 * files `go build` compiles with it for netbsd/386, which the pipeline reads whole, so a correct body
 * gets no warning and a helper no file declares is an error, not a "may be declared somewhere" note.
 */
import { describe, expect, it } from 'vitest';
import { builds, configFor, constraintOf, nameAllows } from '../../../../src/core/languages/go/answer/build-constraints.js';
import { go } from '../../../../src/core/languages/go/language.js';
import { GOCODE, repoFrom } from './real-code.js';

const DIR = `${GOCODE}/golang.org/x/sys/unix`;
const REPO = new Map(Object.entries(repoFrom(DIR)).filter(([f]) => !f.includes('/')));
const PATHS = [...REPO.keys()];
const config = (file: string) => configFor(file, REPO.get(file)!);

/** `qualname`'s body in `file` replaced by `body`, checked with what the pipeline reads: the file and its scopeFiles. */
function check(file: string, qualname: string, body: string) {
  const original = REPO.get(file)!;
  const def0 = go.parse(original, file).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const source = [...lines.slice(0, sigEnd), '\tpanic("not implemented")', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = go.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = go.findStubs(source, file, parsed).find((s) => s.qualname === qualname)!;
  const scope = go.generation.scopeFiles?.(file, PATHS, source) ?? [];
  const readFiles = new Map<string, string>([[file, source], ...scope.map((f) => [f, REPO.get(f)!] as const)]);
  return { scope, result: go.generation.validate({ source, parsed, target, stub, body, file, readFiles, repoFiles: PATHS }) };
}

const SYNC = '_, _, e1 := Syscall(SYS_SYNC, 0, 0, 0)\nif e1 != 0 {\n\terr = errnoErr(e1)\n}\nreturn';

describe('Go build constraints', () => {
  it('reads file-name suffixes as go/build does (GOOS, GOARCH, GOOS_GOARCH, before _test; android is linux)', () => {
    const linux = { goos: 'linux', goarch: 'amd64', tags: new Set(['cgo']) };
    expect(nameAllows('a/zsyscall_netbsd_386.go', linux)).toBe(false);
    expect(nameAllows('a/syscall_linux.go', linux)).toBe(true);
    expect(nameAllows('a/asm_linux_arm64.s.go', linux)).toBe(true);
    expect(nameAllows('a/cpu_arm64.go', linux)).toBe(false);
    expect(nameAllows('a/linux.go', { ...linux, goos: 'darwin' })).toBe(true);
    expect(nameAllows('a/x_linux_test.go', { ...linux, goos: 'darwin' })).toBe(false);
    expect(nameAllows('a/x_linux.go', { ...linux, goos: 'android' })).toBe(true);
  });

  it('evaluates //go:build expressions and the older // +build lines', () => {
    const c = { goos: 'freebsd', goarch: 'arm64', tags: new Set(['cgo']) };
    expect(builds('f.go', '//go:build (darwin || freebsd) && !386\n\npackage x\n', c)).toBe(true);
    expect(builds('f.go', '//go:build unix && !gc\n\npackage x\n', c)).toBe(false);
    expect(builds('f.go', '// +build linux,amd64 freebsd\n// +build !cgo\n\npackage x\n', c)).toBe(false);
    expect(builds('f.go', '// +build linux,amd64 freebsd\n\npackage x\n', c)).toBe(true);
    // A line after the package clause is not a constraint.
    expect(constraintOf('package x\n//go:build ignore\n')).toBeUndefined();
  });

  it('checks a file under a configuration that builds it (its platform, the tags it needs)', () => {
    expect(config('zsyscall_netbsd_386.go')).toMatchObject({ goos: 'netbsd', goarch: '386' });
    expect(config('syscall_unix.go')).toMatchObject({ goos: 'linux', goarch: 'amd64' });
    // syscall_bsd.go: //go:build darwin || dragonfly || freebsd || netbsd || openbsd
    expect(config('syscall_bsd.go').goos).toBe('darwin');
    const gccgo = config('zsyscall_aix_ppc64_gccgo.go');
    expect([gccgo.goos, gccgo.goarch, gccgo.tags.has('gccgo')]).toEqual(['aix', 'ppc64', true]);
  });

  it('reads only the package files built with the target: a platform file sees its own platform, wholly', () => {
    const scope = go.generation.scopeFiles?.('zsyscall_netbsd_386.go', PATHS, REPO.get('zsyscall_netbsd_386.go')) ?? [];
    expect(scope).toEqual(expect.arrayContaining(['zsysnum_netbsd_386.go', 'syscall_unix.go', 'syscall_netbsd.go']));
    // By name: syscall_linux.go, zsyscall_linux_amd64.go are out; syscall_linux_gc.go's name allows it (its //go:build line does not).
    expect(scope.some((f) => /_(linux|darwin)(_amd64|_arm64)?\.go$|_amd64\.go$/.test(f))).toBe(false);
    expect(scope).toContain('syscall_linux_gc.go');
    expect(PATHS.length).toBeGreaterThan(250);
    expect(scope.length).toBeLessThan(80);
  });

  it('accepts the original body of a generated netbsd/386 syscall with no warning (SYS_SYNC and errnoErr come from files for that platform)', () => {
    expect(check('zsyscall_netbsd_386.go', 'Sync', SYNC).result).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('rejects a helper that no file built for the platform declares, naming the platform', () => {
    const { result } = check('zsyscall_netbsd_386.go', 'Sync', SYNC.replace('Syscall(', 'SyscallChecked('));
    expect(result.ok).toBe(false);
    expect(result.errors.join(' ')).toMatch(/`SyscallChecked` is not declared in package `unix` as built for netbsd\/386/);
  });

  it('rejects a constant only another platform declares (zos has no SYS_SYNC of netbsd: it is the file for netbsd/386 that must see it)', () => {
    // SYS_SYNC exists for netbsd/386 (zsysnum_netbsd_386.go); W_Getmntent only for z/OS: not built here.
    expect(REPO.get('zsyscall_zos_s390x.go')).toMatch(/W_Getmntent/);
    const { result } = check('zsyscall_netbsd_386.go', 'Sync', SYNC.replace('errnoErr(e1)', 'errnoErr(e1)\n\t_ = W_Getmntent'));
    expect(result.errors.join(' ')).toMatch(/`W_Getmntent` is not declared/);
  });

  it('accepts a z/OS body whose names come from the z/OS files', () => {
    const file = 'fstatfs_zos.go';
    const def = go.parse(REPO.get(file)!, file).definitions.find((d) => d.qualname === 'tryGetmntent512')!;
    const lines = REPO.get(file)!.split('\n');
    const sigEnd = def.range.start + def.signature.split('\n').length - 1;
    const body = lines.slice(sigEnd, def.range.end - 1).map((l) => l.replace(/^\t/, '')).join('\n');
    expect(check(file, 'tryGetmntent512', body).result).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});
