/**
 * The parts of tsconfig.json / jsconfig.json and package.json that module resolution reads,
 * parsed leniently: tsconfig files are JSONC (comments, trailing commas), and a file that does not
 * parse or has unexpected shapes is treated as empty rather than failing the request.
 */
import { z } from 'zod';

/** Strips // and /* *\/ comments and trailing commas outside strings, then parses. */
export function parseJsonc(text: string): unknown {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else {
      out += c;
      i += 1;
    }
  }
  try {
    return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1')) as unknown;
  } catch {
    return undefined;
  }
}

const tsconfigSchema = z.object({
  extends: z.union([z.string(), z.array(z.string())]).optional().catch(undefined),
  compilerOptions: z
    .object({
      baseUrl: z.string().optional().catch(undefined),
      paths: z.record(z.string(), z.array(z.string())).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});
export type TsConfigFile = z.infer<typeof tsconfigSchema>;

export function readTsConfig(text: string | undefined): TsConfigFile {
  const parsed = tsconfigSchema.safeParse(text === undefined ? undefined : parseJsonc(text));
  return parsed.success ? parsed.data : {};
}

/** `exports` is a string, a conditions object, or a map of subpaths (keys starting with '.'). */
export type ExportsField = string | null | ExportsField[] | { [key: string]: ExportsField };
const exportsSchema: z.ZodType<ExportsField> = z.lazy(() =>
  z.union([z.string(), z.null(), z.array(exportsSchema), z.record(z.string(), exportsSchema)]),
);

const packageJsonSchema = z.object({
  name: z.string().optional().catch(undefined),
  exports: exportsSchema.optional().catch(undefined),
  types: z.string().optional().catch(undefined),
  typings: z.string().optional().catch(undefined),
  module: z.string().optional().catch(undefined),
  main: z.string().optional().catch(undefined),
});
export type PackageJson = z.infer<typeof packageJsonSchema>;

export function readPackageJson(text: string | undefined): PackageJson {
  const parsed = packageJsonSchema.safeParse(text === undefined ? undefined : parseJsonc(text));
  return parsed.success ? parsed.data : {};
}
