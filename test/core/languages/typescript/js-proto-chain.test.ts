/**
 * JavaScript: a prototype chain set at run time with `F.prototype.__proto__ = Base.prototype` (held out 21, session 28:
 * neo-blessed 0.2.0's `Button` and `RadioButton`, whose `this.on('keypress', ...)` was rejected with "Property 'on'
 * does not exist on type 'this & Node'"). `on` comes down the chain Button → Input → … → Node → neo-blessed's own
 * EventEmitter (`Node.prototype.__proto__ = EventEmitter.prototype`), which the compiler does not follow (tsc with
 * checkJs reports the same TS2339); Node itself finds it at run time. The `__proto__` assignment now opens the
 * prototype, as `Object.setPrototypeOf(F.prototype, ...)` already did: no member is invented, the receiver is open.
 * An unbound helper in the same body is still rejected. Verbatim files (MIT, LICENSE beside them): neo-blessed 0.2.0's
 * lib/widgets/button.js, input.js, node.js, radiobutton.js and lib/events.js.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';

const FIXTURE = resolve(import.meta.dirname, '../../../fixtures/neo-blessed-proto-chain');
const read = (f: string): string => readFileSync(join(FIXTURE, `${f}.txt`), 'utf8');
const BUTTON = 'lib/widgets/button.js';
const RADIO = 'lib/widgets/radiobutton.js';
const OTHERS = ['lib/widgets/input.js', 'lib/widgets/node.js', 'lib/events.js'];
const cache = createValidationCache();
await prepareValidation(BUTTON, cache);
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** The constructor's body (between `{\n` after its head and the first `\n}\n`), stubbed, and checked with `body` in place. */
function check(file: string, head: string, body: (original: string) => string): string[] {
  const text = read(file);
  const start = text.indexOf(head) + head.length;
  const end = text.indexOf('\n}\n', start);
  const original = text.slice(start, end);
  const source = `${text.slice(0, start)}  throw new Error('not implemented');${text.slice(end)}`;
  const parsed = parseTypeScript(source, file);
  const qualname = /function (\w+)/.exec(head)![1]!;
  const stub = parsed.stubs!.find((s) => s.qualname === qualname)!;
  const target = parsed.definitions.find((d) => d.qualname === qualname)!;
  const dedented = body(original).replace(/^ {2}/gm, '');
  const readFiles = new Map<string, string>([[file, source], ...[...OTHERS, file === BUTTON ? RADIO : BUTTON].map((f) => [f, read(f)] as const)]);
  return validateImplementation({ source, parsed, target, stub, body: dedented, file, readFiles, cache }).errors;
}

describe('a JavaScript prototype chain set with `__proto__`', () => {
  it("accepts Button's and RadioButton's original constructors (this.on from the chain)", () => {
    expect(check(BUTTON, 'function Button(options) {\n', (b) => b)).toEqual([]);
    expect(check(RADIO, 'function RadioButton(options) {\n', (b) => b)).toEqual([]);
  });

  it('still rejects an unbound helper in the same body', () => {
    const errors = check(BUTTON, 'function Button(options) {\n', (b) => b.replace('Input.call(this, options);', 'initInput(this, options);'));
    expect(errors.join('\n')).toMatch(/Cannot find name 'initInput'/);
  });

  it('tsc (checkJs) does not follow the chain; Node does: `on` is on Node.prototype at run time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dycoder-proto-chain-'));
    dirs.push(dir);
    for (const f of [BUTTON, ...OTHERS]) {
      mkdirSync(dirname(join(dir, f)), { recursive: true });
      writeFileSync(join(dir, f), read(f));
    }
    const program = ts.createProgram({ rootNames: [join(dir, BUTTON)], options: { noEmit: true, allowJs: true, checkJs: true, types: [], lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.CommonJS } });
    const diagnostics = program.getSemanticDiagnostics(program.getSourceFile(join(dir, BUTTON))).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
    expect(diagnostics).toContain("Property 'on' does not exist on type 'this & Node'.");
    const out = execFileSync(process.execPath, ['-e', `const Node = require(${JSON.stringify(join(dir, 'lib/widgets/node.js'))}); process.stdout.write(typeof Node.prototype.on)`], { encoding: 'utf8' });
    expect(out).toBe('function');
  });
});
