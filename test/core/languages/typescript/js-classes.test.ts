/**
 * The TypeScript/JavaScript answer check on classes the compiler sees only in part (issue 22), on
 * real code installed in node_modules: a JavaScript class compiled from TypeScript whose fields are
 * only in the declaration file beside it, and, without that file, a base class reading a member that
 * only its subclasses assign (ioredis's AbstractConnector), a class built inside a constructor over a base
 * from a module the check cannot follow (ioredis's Script), and classes extending Node's
 * EventEmitter (bullmq's RedisRelayBackend) and Node's stream classes (msgpackr's PackrStream), whose members the
 * check knows without @types/node.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { targetsIn, type CheckTarget } from '../../../support/ts-check-targets.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const NM = resolve(import.meta.dirname, '../../../../node_modules');
const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

function target(pkg: string, file: string, qualname: string): CheckTarget {
  const found = targetsIn(join(NM, pkg), file, 80).find((t) => t.qualname === qualname);
  if (!found) throw new Error(`${pkg}/${file}: ${qualname} is no stubbable function`);
  return found;
}
const validate = (t: CheckTarget, body: string, readFiles: ReadonlyMap<string, string> = t.readFiles) =>
  validateImplementation({ source: t.source, parsed: t.parsed, target: t.target, stub: t.stub, body, file: t.file, readFiles, cache });

describe('JavaScript classes seen in part', () => {
  it('takes the fields a compiled class lost from the declaration file beside it', () => {
    const t = target('ioredis', 'built/connectors/AbstractConnector.js', 'AbstractConnector.disconnect');
    expect(t.readFiles.get('built/connectors/AbstractConnector.d.ts')).toContain('protected stream: NetStream;');
    const original = validate(t, t.body);
    expect({ errors: original.errors, warnings: original.warnings }).toEqual({ errors: [], warnings: [] });
    // The declaration file is the whole class: a member it lacks is missing, tested for or not.
    const probed = validate(t, t.body.replace('if (this.stream) {', 'if (this.socket) {'));
    expect(probed.errors).toEqual([expect.stringMatching(/Property 'socket' does not exist on type 'AbstractConnector'/)]);
  });

  it('without a declaration file, accepts a base class testing for a member its subclasses assign, and still rejects a member nothing has', () => {
    const full = target('ioredis', 'built/connectors/AbstractConnector.js', 'AbstractConnector.disconnect');
    const t = { ...full, readFiles: new Map([...full.readFiles].filter(([path]) => !path.endsWith('.d.ts'))) };
    expect(t.body).toContain('if (this.stream)');
    const original = validate(t, t.body, t.readFiles);
    expect({ errors: original.errors, warnings: original.warnings }).toEqual({ errors: [], warnings: [] });
    const wrong = validate(t, t.body.replace('this.disconnectTimeout)', 'this.disconnectDelay)'), t.readFiles);
    expect(wrong.errors).toEqual([expect.stringMatching(/Property 'disconnectDelay' does not exist on type 'AbstractConnector'.*\(TS(2339|2551)\)/)]);
    // A test for a near miss of a member the class has is a typo, not a member of a subclass.
    const typo = validate(t, t.body.replace('this.connecting = false;', 'if (!this.connectin) return;'), t.readFiles);
    expect(typo.errors).toEqual([expect.stringMatching(/Property 'connectin' does not exist on type 'AbstractConnector'. Did you mean 'connecting'\? \(TS2551\)/)]);
    // A test with no use is no test before use: a member the file names only in that test is nothing's.
    const unused = validate(t, t.body.replace('this.connecting = false;', 'if (!this.ready) return;\nthis.connecting = false;'), t.readFiles);
    expect(unused.errors).toEqual([expect.stringMatching(/Property 'ready' does not exist on type 'AbstractConnector'. \(TS2339\)/)]);
    // Tested and then used, it is a subclass's, as `this.stream` is.
    const used = validate(t, t.body.replace('this.connecting = false;', 'if (!this.ready) return;\nthis.connecting = this.ready;'), t.readFiles);
    expect({ errors: used.errors, warnings: used.warnings }).toEqual({ errors: [], warnings: [] });
  });

  it('does not count arguments against the implicit constructor of a class over a base it cannot see', () => {
    const t = target('ioredis', 'built/Script.js', 'Script.execute');
    expect(t.body).toContain('new this.Command("evalsha", [this.sha, ...args], options)');
    const original = validate(t, t.body);
    expect({ errors: original.errors, warnings: original.warnings }).toEqual({ errors: [], warnings: [] });
  });

  it("knows EventEmitter's members: its own calls pass, a member it lacks is rejected", () => {
    const t = target('bullmq', 'dist/esm/classes/redis-relay-backend.js', 'RedisRelayBackend.waitUntilReady');
    expect(t.source).toContain("import { EventEmitter } from 'node:events';");
    expect(validate(t, t.body).errors).toEqual([]);
    expect(validate(t, `this.emit('ready');\nthis.setMaxListeners(20);\n${t.body}`).errors).toEqual([]);
    const wrong = validate(t, t.body.replace('await this.connection.client;', 'await this.connectionValue.client;'));
    expect(wrong.errors).toEqual([expect.stringMatching(/Property 'connectionValue' does not exist on type 'RedisRelayBackend'/)]);
    expect(validate(t, `this.emitEvent('ready');\n${t.body}`).errors).toEqual([expect.stringMatching(/Property 'emitEvent' does not exist on type 'RedisRelayBackend'/)]);
  });
});

describe('JavaScript members defined with Object.defineProperty(this, ...)', () => {
  it("takes a member a class's own constructor defines that way (eslint's CodePathSegment#internal), and still rejects one it does not", async () => {
    const file = 'lib/linter/code-path-analysis/code-path-segment.js';
    const text = readFileSync(join(NM, 'eslint', file), 'utf8');
    const body = 'return this.internal.loopedPrevSegments.includes(segment);';
    expect(text).toContain('Object.defineProperty(this, "internal", {');
    expect(text).toContain(`\t\t${body}\n`);
    const source = text.replace(`\t\t${body}\n`, "\t\tthrow new Error('not implemented');\n");
    const { parseTypeScript } = await import('../../../../src/core/languages/typescript/index.js');
    const parsed = parseTypeScript(source, file);
    const stub = parsed.stubs!.find((s) => s.qualname === 'CodePathSegment.isLoopedPrevSegment')!;
    const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
    const run = (b: string) => validateImplementation({ source, parsed, target: def, stub, body: b, file, readFiles: new Map([[file, source]]), cache });
    expect(run(body).errors).toEqual([]);
    expect(run(body.replace('this.internal.', 'this.internals.')).errors).toEqual([expect.stringMatching(/Property 'internals' does not exist on type 'CodePathSegment'/)]);
  });

  it('takes a member a base class defines that way (discord.js Base#client, read by GuildBan), and still rejects a wrong member of this', () => {
    // test/fixtures/discordjs-defineproperty: discord.js 14.28.1 src/structures/Base.js and GuildBan.js (Apache-2.0).
    const root = resolve(import.meta.dirname, '../../../fixtures/discordjs-defineproperty');
    const t = targetsIn(root, 'src/structures/GuildBan.js', 80).find((c) => c.qualname === 'GuildBan._patch')!;
    const base = readFileSync(join(root, 'src/structures/Base.js'), 'utf8');
    expect(base).toContain("Object.defineProperty(this, 'client', { value: client });");
    const readFiles = new Map([...t.readFiles, ['src/structures/Base.js', base]]);
    expect(t.body).toContain('this.client.users._add(data.user, true)');
    expect(validate(t, t.body, readFiles).errors).toEqual([]);
    const wrong = validate(t, t.body.replace('this.client.', 'this.clinet.'), readFiles);
    expect(wrong.errors).toEqual([expect.stringMatching(/Property 'clinet' does not exist on type 'GuildBan'/)]);
  });
  it("takes the keys of Object.assign(this, { ... }) as members (formidable's VolatileFile), and still rejects one it does not set", async () => {
    // formidable 3.5.4 src/VolatileFile.js (MIT), its constructor and `open` with the stub in place.
    const source = [
      "import { createHash } from 'node:crypto';",
      "import { EventEmitter } from 'node:events';",
      '',
      'class VolatileFile extends EventEmitter {',
      '  constructor({ filepath, newFilename, originalFilename, mimetype, hashAlgorithm, createFileWriteStream }) {',
      '    super();',
      '',
      '    this.lastModifiedDate = null;',
      '    Object.assign(this, { filepath, newFilename, originalFilename, mimetype, hashAlgorithm, createFileWriteStream });',
      '',
      '    this.size = 0;',
      '    this._writeStream = null;',
      '',
      "    if (typeof this.hashAlgorithm === 'string') {",
      '      this.hash = createHash(this.hashAlgorithm);',
      '    } else {',
      '      this.hash = null;',
      '    }',
      '  }',
      '',
      '  open() {',
      "    throw new Error('not implemented');",
      '  }',
      '}',
      '',
    ].join('\n');
    const body = ['this._writeStream = this.createFileWriteStream(this);', "this._writeStream.on('error', (err) => {", "  this.emit('error', err);", '});'].join('\n');
    const { parseTypeScript } = await import('../../../../src/core/languages/typescript/index.js');
    const file = 'src/VolatileFile.js';
    const parsed = parseTypeScript(source, file);
    const stub = parsed.stubs!.find((s) => s.qualname === 'VolatileFile.open')!;
    const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
    const run = (b: string) => validateImplementation({ source, parsed, target: def, stub, body: b, file, readFiles: new Map([[file, source]]), cache });
    expect(run(body).errors).toEqual([]);
    expect(run(body.replace('this.createFileWriteStream(', 'this.createWriteStream(')).errors).toEqual([expect.stringMatching(/Property 'createWriteStream' does not exist on type 'VolatileFile'/)]);
  });
});

describe('JSDoc in JavaScript', () => {
  it('does not take a type a JSDoc comment names for code (protobufjs rpc/service.js)', async () => {
    // protobufjs 7.6.6 src/rpc/service.js (BSD-3-Clause), its constructor function with the stub in place:
    // `@type {RPCImpl|null}` names a typedef of another file.
    const source = [
      '"use strict";',
      'module.exports = Service;',
      'var util = require("../util/minimal");',
      '/**',
      ' * @param {RPCImpl} rpcImpl RPC implementation',
      ' */',
      'function Service(rpcImpl, requestDelimited, responseDelimited) {',
      "    throw new Error('not implemented');",
      '}',
      '',
    ].join('\n');
    const body = [
      'if (typeof rpcImpl !== "function")',
      '    throw TypeError("rpcImpl must be a function");',
      'util.EventEmitter.call(this);',
      '/**',
      ' * RPC implementation. Becomes `null` once the service is ended.',
      ' * @type {RPCImpl|null}',
      ' */',
      'this.rpcImpl = rpcImpl;',
      'this.requestDelimited = Boolean(requestDelimited);',
      'this.responseDelimited = Boolean(responseDelimited);',
    ].join('\n');
    const { parseTypeScript } = await import('../../../../src/core/languages/typescript/index.js');
    const file = 'src/rpc/service.js';
    const parsed = parseTypeScript(source, file);
    const stub = parsed.stubs!.find((s) => s.qualname === 'Service')!;
    const def = parsed.definitions.find((d) => d.qualname === 'Service')!;
    const run = (b: string) => validateImplementation({ source, parsed, target: def, stub, body: b, file, readFiles: new Map([[file, source]]), cache });
    expect(run(body).errors).toEqual([]);
    // A name the code itself uses is still looked up.
    expect(run(body.replace('Boolean(requestDelimited)', 'toBoolean(requestDelimited)')).errors).toEqual([expect.stringMatching(/Cannot find name 'toBoolean'/)]);
  });
});

describe("JavaScript classes over Node's streams", () => {
  it("knows Transform's members (msgpackr's PackrStream): its own calls pass, a member it lacks is rejected", () => {
    const t = target('msgpackr', 'stream.js', 'PackrStream._transform');
    expect(t.source).toContain("import { Transform } from 'stream';");
    expect(t.body).toContain('this.push(this.packr.pack(value));');
    expect(validate(t, t.body).errors).toEqual([]);
    // Members Node's streams have, read and called as code does.
    const uses = 'if (this.readableFlowing && !this.destroyed && this._readableState) this.pause();\nthis.emit("data", value);\n';
    expect(validate(t, `${uses}${t.body}`).errors).toEqual([]);
    expect(validate(t, t.body.replace('this.push(', 'this.pushValue(')).errors).toEqual([expect.stringMatching(/Property 'pushValue' does not exist on type 'PackrStream'/)]);
    expect(validate(t, `this.flushAll();\n${t.body}`).errors).toEqual([expect.stringMatching(/Property 'flushAll' does not exist on type 'PackrStream'/)]);
  });
});
