/**
 * Errors that may come from the partial view are never rejections (issue 22; held out 14's false rejections in
 * @wordpress/components, read after the blind run): a props type built with `Omit<` a type of a module the job did
 * not read `>` looks closed to the check (index signatures, none of the module's props), so a generic hook whose
 * type parameter is constrained to `{ className?: string }` finds "no properties in common" (TS2559) and, its
 * inference failed, returns the constraint: every other prop destructured from it is "missing" (TS2339). The
 * project's compiler, which reads the module, reports neither. The fixture is written here after that pattern
 * (WordPress's files are GPL; the real package is checked by bench:validate --set heldout14 --originals-only).
 * Errors that hold whatever the unread module says stay: a wrong return type, a member missing on a type the check
 * sees whole, an unbound name.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const PROPS = [
  "import type * as Kit from 'ui-kit';",
  '',
  '/** A component\'s own props, with the host element\'s props the kit defines. */',
  "export type HostProps<P, T extends Kit.Tag> = P & Omit<Kit.PropsOf<T>, 'as' | keyof P>;",
  '',
].join('\n');
const CONNECT = [
  '/**',
  ' * @template {{ className?: string }} P',
  ' * @param {P} props',
  ' * @param {string} name',
  ' * @return {P & { className: string }}',
  ' */',
  'export function connect(props, name) {',
  '  return { ...props, className: `${props.className ?? \'\'} ${name}` };',
  '}',
  '',
].join('\n');
const TYPES = 'export interface BoxProps {\n  grow?: boolean;\n  display?: string;\n}\n';
const TARGET = [
  "import type { HostProps } from './props';",
  "import { connect } from './connect';",
  "import type { BoxProps } from './types';",
  '',
  "export function useBox(props: HostProps<BoxProps, 'div'>) {",
  "  throw new Error('not implemented');",
  '}',
  '',
  "export function boxClass(props: HostProps<BoxProps, 'div'>): string {",
  "  throw new Error('not implemented');",
  '}',
  '',
  'export function boxDisplay(box: BoxProps): string {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');

function check(qualname: string, body: string) {
  const file = 'src/box.ts';
  const parsed = parseTypeScript(TARGET, file);
  const stub = parsed.stubs?.find((s) => s.qualname === qualname);
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  const readFiles = new Map([[file, TARGET], ['src/props.ts', PROPS], ['src/connect.js', CONNECT], ['src/types.ts', TYPES]]);
  return validateImplementation({ source: TARGET, parsed, target, stub, body, file, readFiles, cache });
}

describe('errors that may come from the partial view', () => {
  it('accepts a generic call on props built from an unread module, and what is destructured from its result', () => {
    const body = "const { display, grow = false, className, ...rest } = connect(props, 'Box');\nreturn { ...rest, className, style: { display: grow ? 'flex' : display } };";
    expect(check('useBox', body)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check('boxClass', "return connect(props, 'Box').className;")).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('still rejects what holds whatever the unread module says', () => {
    // A wrong return type: a symbol is no string, whatever the props are.
    const wrongReturn = check('boxClass', "connect(props, 'Box');\nreturn Symbol('x');");
    expect(wrongReturn.ok).toBe(false);
    expect(wrongReturn.errors.join(' ')).toMatch(/TS2322/);
    // A member missing on a type the check sees whole.
    const wrongMember = check('boxDisplay', "return box.displayMode ?? 'block';");
    expect(wrongMember.ok).toBe(false);
    expect(wrongMember.errors.join(' ')).toMatch(/displayMode.*TS2339/);
    // An unbound name.
    expect(check('useBox', "return connectProps(props, 'Box');").errors.join(' ')).toMatch(/connectProps.*TS2304/);
  });
});

describe("a member of a standard library namespace the project's dependencies may augment", () => {
  const SOURCE = [
    'export function routeOf(target: object, key: string): string | undefined {',
    "  throw new Error('not implemented');",
    '}',
    '',
  ].join('\n');
  const checkRoute = (body: string) => {
    const file = 'src/route.ts';
    const parsed = parseTypeScript(SOURCE, file);
    const stub = parsed.stubs?.[0];
    const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
    if (!stub || !target) throw new Error('no stub');
    return validateImplementation({ source: SOURCE, parsed, target, stub, body, file, readFiles: new Map([[file, SOURCE]]), cache });
  };

  it('accepts Reflect.getMetadata (reflect-metadata augments the global Reflect namespace, unread)', () => {
    expect(checkRoute("const route = Reflect.getMetadata('path', target, key);\nreturn typeof route === 'string' ? route : undefined;")).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects a member missing on a value of a library type', () => {
    const r = checkRoute("const parts = key.split('/');\nreturn parts.flattenDeep().join('/');");
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/flattenDeep.*TS2339/);
  });
});
