/**
 * The closed/open label of Go and Java wrong-member mutants (bench/support/go-member-split.ts, java-member-split.ts;
 * session 18), on real Debian sources: Go modules of /usr/share/gocode (import paths are directories there) and Bazel's
 * Java (bazel-bootstrap-source). The label is the generator's, computed from the whole sources; these are the cases of
 * held out 8 (Go) and 9 (Java) read by hand.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goMemberSplit, indexGoModule } from '../../bench/support/go-member-split.js';
import { braceMutants } from '../../bench/support/mutants-brace.js';
import { indexJavaSources, javaMemberSplit } from '../../bench/support/java-member-split.js';
import { languageFor } from '../../src/core/languages/index.js';

const GOCODE = '/usr/share/gocode/src';
const BAZEL = '/usr/src/bazel-bootstrap/src/main/java';

describe('closed/open label of Go wrong-member mutants', () => {
  it('needs the Debian Go modules', () => {
    expect(existsSync(`${GOCODE}/github.com/go-kit/kit`)).toBe(true);
  });

  const go = indexGoModule(GOCODE);
  it('open: a type embedding another module\'s interface (go-kit\'s logrusLogger embeds logrus.FieldLogger)', () => {
    expect(goMemberSplit(go, 'github.com/go-kit/kit', 'github.com/go-kit/kit/log/logrus/logrus_logger.go', 'logrusLogger')).toBe('open');
  });

  it('closed: a defined type over a struct of the package (jose2go\'s ecbEncrypter over ecb, whose field is a crypto/cipher Block)', () => {
    expect(goMemberSplit(go, 'github.com/dvsekhvalnov/jose2go', 'github.com/dvsekhvalnov/jose2go/aes/ecb.go', 'ecbEncrypter')).toBe('closed');
  });

  it('closed: an interface of another package of the module (CNI plugins\' ns.NetNS); open: a struct embedding the cni module\'s NetConf', () => {
    expect(goMemberSplit(go, 'github.com/containernetworking/plugins', 'github.com/containernetworking/plugins/pkg/testutils/netns_linux.go', 'ns.NetNS')).toBe('closed');
    expect(goMemberSplit(go, 'github.com/containernetworking/plugins', 'github.com/containernetworking/plugins/pkg/hns/netconf_windows.go', 'NetConf')).toBe('open');
  });

  it('the generator records the receiver\'s type of a Go wrong-member mutant', () => {
    const file = 'x/a.go';
    const text = 'package a\n\ntype T struct{ n int }\n\nfunc (t *T) Get() int { return t.n }\n\nfunc (t *T) Twice() int {\n\tv := t.Get()\n\tv += t.Get()\n\treturn v\n}\n';
    const parsed = languageFor(file).parse(text, file);
    const target = parsed.definitions.find((d) => d.name === 'Twice')!;
    const body = '\tv := t.Get()\n\tv += t.Get()\n\treturn v';
    const member = braceMutants({ lang: 'go', body, fileText: text, parsed, target, requiredArgs: () => undefined }).find((m) => m.kind === 'wrong-member');
    expect(member).toMatchObject({ name: 'GetAll', receiverClass: 'T' });
  });
});

describe('closed/open label of Java wrong-member mutants', () => {
  it('needs bazel-bootstrap-source', () => {
    expect(existsSync(BAZEL)).toBe(true);
  });

  const java = indexJavaSources(BAZEL);
  const FILE_TYPE = 'com/google/devtools/build/lib/util/FileType.java';
  const STRATEGY = 'com/google/devtools/build/lib/exec/StandaloneTestStrategy.java';
  it('open: a class implementing a library interface the tree does not hold (FileType, FileTypeSet: Guava\'s Predicate)', () => {
    expect(javaMemberSplit(java, FILE_TYPE, 'FileType', { receiverType: 'FileType' })).toBe('open');
    expect(javaMemberSplit(java, FILE_TYPE, 'FileType', { receiverType: 'FileTypeSet' })).toBe('open');
  });

  it('closed: a nested base inherited from another package\'s interface, and a qualified nested interface', () => {
    const scope = 'StandaloneTestStrategy.BazelTestAttemptContinuation';
    expect(javaMemberSplit(java, STRATEGY, scope, { receiverClass: scope })).toBe('closed');
    expect(javaMemberSplit(java, STRATEGY, scope, { receiverType: 'StandaloneTestResult' })).toBe('closed');
  });
});
