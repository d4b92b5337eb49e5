/**
 * One language's part of the multi-language end-to-end PR (languages-e2e.test.ts): the files it
 * adds to the base branch, the file the PR adds with ONE stub, the answer the scripted model gives
 * for it, and the suggestion the review must carry. A new language is one more fixture file and
 * one more line in index.ts.
 */
export interface LanguageFixture {
  language: string;
  /** Files on the base branch (paths unique to this language, so fixtures combine). */
  base: Record<string, string>;
  /** The file the PR adds, holding one stub. */
  file: string;
  text: string;
  /** The stub's qualname, as `dycoder stubs` lists it. */
  qualname: string;
  /** The model's answer: a fenced block in this language. */
  fence: string;
  answer: string;
  /** The committable suggestion's lines, indented to the file. */
  suggestion: string;
  /** A definition from another file of the base that the prompt's context must carry. */
  contextHas: string;
}
