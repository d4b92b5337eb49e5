/**
 * A wrong member on `this` in a class that implements an interface from a module the job did not read
 * (issue 22; held out 3's misses in @jupyterlab/services' `TerminalConnection` and libp2p's `Registrar`,
 * `class X implements Api` with `Api` unread): the class still has only its own members and those of what it
 * extends, so the member is an error. A class that EXTENDS an unread class stays open (its base's members
 * are unknown): no finding there.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

function check(source: string, body: string) {
  const file = 'src/terminal.ts';
  const parsed = parseTypeScript(source, file);
  const stub = parsed.stubs?.[0];
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  return validateImplementation({ source, parsed, target, stub, body, file, readFiles: new Map([[file, source]]), cache });
}

const source = (heritage: string): string => [
  "import type { ITerminalConnection } from '@unread/terminal';",
  "import { Emitter } from '@unread/events';",
  '',
  `export class TerminalConnection ${heritage} {`,
  '  private _isDisposed = false;',
  "  private _updateConnectionStatus(status: string): void {",
  '    void status;',
  '  }',
  '  dispose(): void {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');
const ORIGINAL = "if (this._isDisposed) {\n  return;\n}\nthis._isDisposed = true;\nthis._updateConnectionStatus('disconnected');";

describe('a class implementing an interface of an unread module', () => {
  it('accepts the original body and rejects a member the class does not declare', () => {
    const implementsOnly = source('implements ITerminalConnection');
    expect(check(implementsOnly, ORIGINAL)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const wrong = check(implementsOnly, ORIGINAL.replace('this._updateConnectionStatus(', 'this._updateConnectionStatusValue('));
    expect(wrong.ok).toBe(false);
    expect(wrong.errors.join('\n')).toMatch(/_updateConnectionStatusValue/);
  });

  it('stays open when the class extends an unread class, implements or not', () => {
    const wrongBody = ORIGINAL.replace('this._updateConnectionStatus(', 'this._updateConnectionStatusValue(');
    expect(check(source('extends Emitter implements ITerminalConnection'), wrongBody).errors).toEqual([]);
    expect(check(source('extends Emitter'), wrongBody).errors).toEqual([]);
  });
});
