// usage: tsx one.ts CRATE FILE QUALNAME LINE-TEXT FROM TO [--no-deps] [--drop-line TEXT]
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../src/adapters/dependencies/rust-registry.js';
import { crateCheckerWithDependencies, registryFile } from '../test/core/languages/rust/helpers.js';
const [crate, file, qualname, lineText, from, to] = process.argv.slice(2);
const line = registryFile(`${crate}/${file}`).split('\n').findIndex((l) => l.includes(lineText!)) + 1;
const deps = process.argv.includes('--no-deps') ? undefined : createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]);
const r = await crateCheckerWithDependencies(crate!, deps)(file!, qualname!, line, (t) => (from === '' ? t : t.replace(from!, to!)));
console.log(JSON.stringify({ line, ok: r.ok, errors: r.errors, warnings: r.warnings, imports: r.imports, reads: r.reads }, null, 1));
