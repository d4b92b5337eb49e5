import { crateChecker, registryFile } from '../test/core/languages/rust/helpers.js';
const [crate, file, qualname, lineText, removed] = process.argv.slice(2);
const line = registryFile(`${crate}/${file}`).split('\n').findIndex((l) => l.includes(lineText!)) + 1;
const r = crateChecker(crate!)(file!, qualname!, line, (t) => t, (s) => s.replace(`${removed}\n`, '\n'));
console.log(JSON.stringify({ line, ok: r.ok, errors: r.errors, warnings: r.warnings, imports: r.imports }, null, 1));
