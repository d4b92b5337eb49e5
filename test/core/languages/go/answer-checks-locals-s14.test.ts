/**
 * Go answer checks, session 14: members of values whose type their declaration states, on real
 * Debian sources (github.com/Shopify/sarama, read whole):
 * - `client, err := NewClient(addrs, conf)` (NewClusterAdmin): the package function's declared first
 *   result, an interface (`Client`), gives the local its method set;
 * - `produceSet := newProduceSet(p)` (asyncProducer.retryBatch): the constructor's `*produceSet`, a
 *   struct, gives the local its fields;
 * - `var buf bytes.Buffer` (compress): a standard library type, from the generated table;
 * - `topicDetails := TopicDetail{...}` (clusterAdmin.ListTopics): a composite literal's type.
 * compress.go imports "github.com/eapache/go-xerial-snappy", whose package clause says `snappy`: a name
 * that an import path's non-identifier last element holds is taken as that import (not "undeclared").
 * `go build` (GOPATH mode over a copy of the Debian tree, offline, go1.19.8) accepts each real body
 * and refuses each mutant: "client.ControllerAll undefined (type Client has no field or method
 * ControllerAll)", "produceSet.bufferBytesAll undefined (type *produceSet has no field or method
 * bufferBytesAll)", "buf.BytesAll undefined (type bytes.Buffer has no field or method BytesAll)",
 * "topicDetails.ReplicationFactorAll undefined (type TopicDetail has no field or method ReplicationFactorAll)".
 */
import { describe, expect, it } from 'vitest';
import { go } from '../../../../src/core/languages/go/language.js';
import { GOCODE, repoFrom } from './real-code.js';

const SARAMA = new Map(Object.entries(repoFrom(`${GOCODE}/github.com/Shopify/sarama`)));

/** `file` with `qualname`'s body replaced by a panic stub, and the check of `body` there (every file read). */
function check(file: string, qualname: string, body: string) {
  const original = SARAMA.get(file)!;
  const def0 = go.parse(original, file).definitions.find((d) => d.qualname === qualname)!;
  const lines = original.split('\n');
  const sigEnd = def0.range.start + def0.signature.split('\n').length - 1;
  const source = [...lines.slice(0, sigEnd), '\tpanic("not implemented")', ...lines.slice(def0.range.end - 1)].join('\n');
  const parsed = go.parse(source, file);
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const stub = go.findStubs(source, file, parsed).find((s) => s.qualname === qualname)!;
  const readFiles = new Map(SARAMA);
  readFiles.set(file, source);
  return go.generation.validate({ source, parsed, target, stub, body, file, readFiles, repoFiles: [...SARAMA.keys()] });
}

function bodyOf(file: string, qualname: string): string {
  const text = SARAMA.get(file)!;
  const d = go.parse(text, file).definitions.find((x) => x.qualname === qualname)!;
  return text.split('\n').slice(d.range.start, d.range.end - 1).join('\n');
}

describe('Go answer checks: members of locals typed by their declaration (sarama)', () => {
  it('accepts the real bodies with no warning', () => {
    for (const [file, q] of [['admin.go', 'NewClusterAdmin'], ['async_producer.go', 'asyncProducer.retryBatch'], ['compress.go', 'compress']] as const) {
      expect(check(file, q, bodyOf(file, q)), `${file} ${q}`).toMatchObject({ ok: true, errors: [], warnings: [] });
    }
  });

  it('rejects a method the constructor\'s declared result (an interface) lacks', () => {
    const body = bodyOf('admin.go', 'NewClusterAdmin');
    expect(body).toContain('_, err = client.Controller()');
    const r = check('admin.go', 'NewClusterAdmin', body.replace('client.Controller()', 'client.ControllerAll()'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`client\.ControllerAll`: `Client \(from NewClient\)` has no field or method `ControllerAll`; it has `Controller`/);
  });

  it('rejects a field of a composite literal\'s struct type that it lacks', () => {
    const body = bodyOf('admin.go', 'clusterAdmin.ListTopics');
    expect(body).toContain('topicDetails := TopicDetail{');
    const renamed = body.replace(/topicDetails\.ReplicationFactor\b/g, 'topicDetails.ReplicationFactorAll');
    expect(renamed).not.toBe(body);
    expect(check('admin.go', 'clusterAdmin.ListTopics', body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check('admin.go', 'clusterAdmin.ListTopics', renamed);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`topicDetails\.ReplicationFactorAll`: `TopicDetail \(from TopicDetail\)` has no field or method `ReplicationFactorAll`; it has `ReplicationFactor`/);
  });

  it('rejects a field the constructor\'s struct result lacks', () => {
    const body = bodyOf('async_producer.go', 'asyncProducer.retryBatch');
    const r = check('async_producer.go', 'asyncProducer.retryBatch', body.replace('produceSet.bufferBytes +=', 'produceSet.bufferBytesAll +='));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`produceSet\.bufferBytesAll`: `produceSet \(from newProduceSet\)` has no field or method `bufferBytesAll`; it has `bufferBytes`/);
  });

  it('rejects a method a `var x bytes.Buffer` local lacks (the standard library\'s table)', () => {
    const body = bodyOf('compress.go', 'compress');
    expect(body).toContain('return buf.Bytes(), nil');
    const r = check('compress.go', 'compress', body.replace('return buf.Bytes(), nil', 'return buf.BytesAll(), nil'));
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/`buf\.BytesAll`: `bytes\.Buffer \(from bytes\.Buffer\)` has no field or method `BytesAll`; it has `Bytes`/);
  });

  it('leaves a name the local takes again in an inner block alone (its type may change there)', () => {
    const body = bodyOf('compress.go', 'compress');
    // A second `buf` of another type in the same case: from its declaration on, `buf` is not the bytes.Buffer.
    const shadowed = body.replace('return buf.Bytes(), nil', '{\n\t\t\tbuf := writer\n\t\t\t_ = buf.Flush()\n\t\t}\n\t\treturn buf.Bytes(), nil');
    expect(check('compress.go', 'compress', shadowed)).toMatchObject({ ok: true, errors: [] });
  });
});
