/**
 * A compiler host for the tests' tsc oracle (`ts.createProgram` over files on disk) that parses the compiler's own
 * lib files (lib.es2022.d.ts, lib.dom.d.ts, ...) once per test process and options, as tsc's language service does
 * between programs (its document registry hands a program the SourceFile another program parsed, for the same
 * file text and the options that shape a parse). Every other file is read and parsed fresh, as ts.createCompilerHost
 * reads it. lib.dom.d.ts alone is ~2 MB: re-parsing it took most of each oracle call.
 */
import { dirname } from 'node:path';
import ts from 'typescript';

const LIB_DIR = dirname(ts.getDefaultLibFilePath({}));

/** Parsed lib files by options, file name and parse settings: fixed data (the installed compiler's files). */
const libFiles = new Map<string, ts.SourceFile>();

/** ts.createCompilerHost(options), with the compiler's lib files parsed once per process for these options. */
export function tscOracleHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  const optionsKey = JSON.stringify(options);
  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile) => {
    if (shouldCreateNewSourceFile === true || dirname(fileName) !== LIB_DIR) return parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    const settings = typeof languageVersionOrOptions === 'object'
      ? [languageVersionOrOptions.languageVersion, languageVersionOrOptions.impliedNodeFormat, languageVersionOrOptions.jsDocParsingMode]
      : [languageVersionOrOptions];
    const key = `${optionsKey}\0${fileName}\0${JSON.stringify(settings)}`;
    const hit = libFiles.get(key);
    if (hit !== undefined) return hit;
    const sf = parse(fileName, languageVersionOrOptions, onError, shouldCreateNewSourceFile);
    if (sf !== undefined) libFiles.set(key, sf);
    return sf;
  };
  return host;
}
