/**
 * An extra argument to a JavaScript hook method that the hierarchy's overrides take (issue 22; a false rejection of
 * blind TS/JS held out 12, read after its run): frappe-charts 1.6.2's `AggregationChart.configure(args)` forwards its
 * argument with `super.configure(args)` to `BaseChart.configure()`, a hook declared without parameters that BaseChart's
 * constructor itself calls as `this.configure(options)`. tsc with allowJs/checkJs says "Expected 0 arguments, but got 1"
 * (TS2554) on both calls and on 6 more of the same shape in the package's src/; JavaScript ignores the argument, and for
 * `this.m(...)` the override that runs may read it (check/js-override-arity.ts). An extra argument to a method no class
 * of the hierarchy declares that wide stays an error. Verbatim files (MIT) in test/fixtures/frappe-charts-hooks.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

const AGGREGATION = fixtureStub('frappe-charts-hooks', 'src/js/charts/AggregationChart.js', 'AggregationChart.configure', '\tconfigure(args) {\n', '\n\t}\n', '\t\t', cache);
const BASE = 'src/js/charts/BaseChart.js';
const BASE_SETUP = fixtureStub('frappe-charts-hooks', BASE, 'BaseChart.setup', '\tsetup() {\n', '\n\t}\n', '\t\t', cache);
const PIE = 'src/js/charts/PieChart.js';

describe('an extra argument to a JavaScript hook method its overrides take', () => {
  it("accepts frappe-charts' `super.configure(args)` with the base read, alone and with a subclass", () => {
    expect(AGGREGATION.body).toContain('super.configure(args);');
    expect(AGGREGATION.check(AGGREGATION.body, [BASE])).toMatchObject({ ok: true, errors: [] });
    expect(AGGREGATION.check(AGGREGATION.body, [BASE, PIE])).toMatchObject({ ok: true, errors: [] });
  });

  it("accepts `this.hook(x)` in the base when a subclass the job read overrides the hook with a parameter", () => {
    // BaseChart's constructor calls `this.configure(options)` on its own `configure()`; here the same call in `setup()`.
    const body = `${BASE_SETUP.body}\nthis.configure(this.options);`;
    expect(BASE_SETUP.check(body, ['src/js/charts/AggregationChart.js'])).toMatchObject({ ok: true, errors: [] });
    const alone = BASE_SETUP.check(body, []);
    expect(alone.ok).toBe(false);
    expect(alone.errors.join(' ')).toMatch(/Expected 0 arguments, but got 1\. \(TS2554\)/);
  });

  it('still rejects an argument no class of the hierarchy takes, as tsc does', () => {
    const wider = AGGREGATION.check(AGGREGATION.body.replace('super.configure(args);', 'super.configure(args, args);'), [BASE, PIE]);
    expect(wider.ok).toBe(false);
    expect(wider.errors.join(' ')).toMatch(/Expected 0 arguments, but got 2\. \(TS2554\)/);
    const unwidened = AGGREGATION.check(`${AGGREGATION.body}\nthis.setMeasures(args);`, [BASE, PIE]);
    expect(unwidened.ok).toBe(false);
    expect(unwidened.errors.join(' ')).toMatch(/Expected 0 arguments, but got 1\. \(TS2554\)/);
  });
});
