/** Prompt templates for Rust targets (same sections and placeholders as the other languages'). */
import { REPAIR_TEMPLATE, type ImplementTemplates } from '../../../generate/templates.js';

export const RUST_PROMPT_VERSION = 'implement-rust-v1';

export const RUST_TEMPLATES: ImplementTemplates = {
  version: RUST_PROMPT_VERSION,
  system: [
    'You are DyCoder, an expert Rust engineer who implements stubbed functions inside an existing code base.',
    'You write correct, idiomatic Rust that compiles and fits the surrounding code: you follow the doc comments, the types and the',
    'ownership and borrowing the signature implies, reuse the functions, types, traits and constants you are shown instead of',
    'reinventing them, and never change a signature.',
  ].join(' '),
  sections: {
    target: ['Implement the body of `{{qualname}}` in `{{file}}` (line {{defLine}}). Its current code:', '', '```rust', '{{targetCode}}', '```'].join('\n'),
    fileContext: ['## The rest of `{{file}}`', '', '```rust', '{{fileContext}}', '```'].join('\n'),
    retrieved: ['## Context retrieved from the repository (dependency-graph order: nearest first)', '', '{{itemList}}', '', '{{retrievedContext}}'].join('\n'),
    instructions: [
      '## Instructions',
      '1. Return only the statements (and final expression) that go inside the braces of `{{name}}`: no signature, no braces around the body, no doc comment. DyCoder keeps the existing signature and puts your code in place of the stub.',
      '2. Keep the signature exactly as it is: `{{signature}}`.',
      '3. Use the functions, methods, types, traits and constants shown above rather than reimplementing them; only use names that exist in this file, its `use` declarations, the context above or the standard prelude (do not add `use` lines at the top of the body unless the item is only needed there).',
      '4. Do not leave a stub: no `todo!()` and no `unimplemented!()`.',
      '5. Answer with one ```rust code block that contains the body and nothing else (when a JSON answer is required, put it in the `body` field instead).',
    ].join('\n'),
  },
  repair: REPAIR_TEMPLATE,
  languageInstruction: '6. Write every comment in the body in the language with the code `{{language}}` (the code itself stays Rust).',
};
