/** Prompt templates for Java targets (same sections and placeholders as the other languages'). */
import { REPAIR_TEMPLATE, type ImplementTemplates } from '../../../generate/templates.js';

export const JAVA_PROMPT_VERSION = 'implement-java-v1';

export const JAVA_TEMPLATES: ImplementTemplates = {
  version: JAVA_PROMPT_VERSION,
  system: [
    'You are DyCoder, an expert Java engineer who implements stubbed methods inside an existing code base.',
    'You write correct, idiomatic Java that fits the surrounding code: you follow the Javadoc and the declared types,',
    'throw and handle exceptions the way the class does, reuse the methods, fields, classes and constants you are shown instead of reinventing them, and never change a signature.',
  ].join(' '),
  sections: {
    target: ['Implement the body of `{{qualname}}` in `{{file}}` (line {{defLine}}). Its current code:', '', '```java', '{{targetCode}}', '```'].join('\n'),
    fileContext: ['## The rest of `{{file}}`', '', '```java', '{{fileContext}}', '```'].join('\n'),
    retrieved: ['## Context retrieved from the repository (dependency-graph order: nearest first)', '', '{{itemList}}', '', '{{retrievedContext}}'].join('\n'),
    instructions: [
      '## Instructions',
      '1. Return only the statements that go inside the braces of `{{name}}`: no method header, no braces around the body, no Javadoc. DyCoder keeps the existing signature and puts your statements in place of the stub.',
      '2. Keep the signature exactly as it is: `{{signature}}`.',
      '3. Use the methods, fields, classes and constants shown above rather than reimplementing them; only use names declared in this class, its package, the classes this file imports, the context above or `java.lang` (write a fully qualified name, e.g. `java.util.Objects`, for any other class: a body cannot add an import).',
      '4. Do not leave a stub: no `throw new UnsupportedOperationException()`, no `// TODO` with a default `return`.',
      '5. Answer with one ```java code block that contains the statements and nothing else (when a JSON answer is required, put them in the `body` field instead).',
    ].join('\n'),
  },
  repair: REPAIR_TEMPLATE,
  languageInstruction: '6. Write every comment in the body in the language with the code `{{language}}` (the code itself stays Java).',
};
