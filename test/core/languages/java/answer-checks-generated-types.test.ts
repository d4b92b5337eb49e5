/**
 * Java answer checks, session 17 (issue 22): held out 9's false rejection. Bazel's ModuleActionContextRegistry.Builder.register
 * (Debian's bazel-bootstrap-source) creates `new AutoValue_ModuleActionContextRegistry_ActionContextInformation<>(...)`, a class
 * the AutoValue annotation processor writes at build time (the file imports com.google.auto.value.AutoValue): no source declares
 * it, and the checks called it "not a type". A name of that shape is now left alone where the file imports the processor's package;
 * a lookalike name in a file that does not is still an error. (The real file's case needs the whole Bazel tree read for the
 * name to be an error at all; it is not reproduced here: the set's re-run is owed.)
 */
import { describe, expect, it } from 'vitest';
import { generatedTypeName } from '../../../../src/core/languages/java/answer/generated-types.js';

describe('Java answer checks: a type an annotation processor generates (AutoValue_*)', () => {
  it('takes the AutoValue shape only where the file imports com.google.auto.value', () => {
    const withImport = 'package a;\nimport com.google.auto.value.AutoValue;\n';
    expect(generatedTypeName('AutoValue_Foo_Bar', withImport)).toBe(true);
    expect(generatedTypeName('AutoValue_Foo_Bar', 'package a;\nimport java.util.List;\n')).toBe(false);
    expect(generatedTypeName('AutoValueFoo', withImport)).toBe(false);
  });
});
