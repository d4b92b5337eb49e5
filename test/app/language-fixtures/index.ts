/** The languages of the multi-language end-to-end PR: one line per language. */
import type { LanguageFixture } from './fixture.js';
import { go } from './go.js';
import { java } from './java.js';
import { python } from './python.js';
import { rust } from './rust.js';
import { typescript } from './typescript.js';

export type { LanguageFixture } from './fixture.js';
export const LANGUAGE_FIXTURES: readonly LanguageFixture[] = [python, typescript, go, rust, java];
