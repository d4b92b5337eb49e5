/**
 * An exhaustiveness check over types the check cannot see (issue 22; a false rejection of blind TS/JS held out 12, read
 * after its run): nexus 1.3.0's `rebuildNamedType(type: GraphQLNamedType, ...)` tests `isObjectType(type)`, ...,
 * `isEnumType(type)` (graphql's type guards) and ends with `throw new Unreachable(type)`, whose constructor takes
 * `never`. graphql is not read, so `GraphQLNamedType` and the guards are `any`, nothing narrows, and the compiler says
 * "Argument of type 'GraphQLNamedType' is not assignable to parameter of type 'never'" (TS2345); the real compiler
 * narrows `type` to `never`. `any` fits every parameter but `never`, so an `any` argument's TS2345 is the check's blind
 * spot (check/unknown-from-any.ts `isAnyArgumentToNever`); a typed value passed to `never` stays an error.
 * Verbatim files (MIT) in test/fixtures/nexus-unreachable.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const REBUILD = fixtureStub('nexus-unreachable', 'src/rebuildType.ts', 'rebuildNamedType', 'config: RebuildConfig) {\n', '\n}\n', '  ', cache, 'export function rebuildNamedType(');

describe('an `any` argument to a `never` parameter (an exhaustiveness check over unread types)', () => {
  it("accepts nexus's `throw new Unreachable(type)` with graphql unread", () => {
    expect(REBUILD.body).toContain('throw new Unreachable(type)');
    expect(REBUILD.check(REBUILD.body, ['src/utils.ts'])).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects a value the check types passed where `never` goes', () => {
    const typed = REBUILD.check(REBUILD.body.replace('throw new Unreachable(type)', "throw new Unreachable('type')"), ['src/utils.ts']);
    expect(typed.ok).toBe(false);
    expect(typed.errors.join(' ')).toMatch(/Argument of type '"type"' is not assignable to parameter of type 'never'\. \(TS2345\)/);
  });
});
