/**
 * bench:validate's package sets (DESIGN.md §5). The rule and the draw of the held-out sets are in
 * bench/support/validate-draw.ts; `tsx bench/support/validate-draw-run.ts py|npm` prints the walk.
 */
import type { NpmSource } from './npm-targets.js';

/**
 * TUNING (Python): the session-7 held-out set, looked at when it was run, so tuning from session 8 on:
 * an HTTP/1.1 state machine (h11), a plugin system (pluggy), a document database (tinydb), retrying
 * (tenacity), iterator recipes (more_itertools), a URI parser (rfc3986).
 */
export const VALIDATE_TUNING_PY: readonly string[] = ['h11', 'pluggy', 'tinydb', 'tenacity', 'more_itertools', 'rfc3986'];

/**
 * HELD OUT (Python), declared 2026-12-02 in session 8 before any run of bench:validate on them and before
 * the session's changes to the answer checks: drawn with seed 2202 (validate-draw.ts; the walk skipped
 * oslo.utils, social-auth-core, streamz, unpaddedbase64, pyphen, oslotest and django-otp as not eligible):
 * a distributed task scheduler (python3-distributed, large), a Docker API client (python3-docker,
 * medium), a test runner (python3-nose, medium), configuration objects (python3-donfig, small), a
 * personal-name parser (python3-nameparser, small). Top-level packages as installed under dist-packages.
 */
export const VALIDATE_HELD_OUT_PY: readonly string[] = ['distributed', 'docker', 'nose', 'donfig', 'nameparser'];

/**
 * HELD OUT 2 (Python), declared 2026-12-02 in session 9 before any run of bench:validate on them (the
 * session-8 held-out set above was looked at and is tuning now): drawn with seed 2209
 * (validate-draw.ts VALIDATE_SEED_2, `tsx bench/support/validate-draw-run.ts py2`) from py-population.tsv
 * less every earlier set and its families. The walk skipped sdl2, pyuca, guzzle-sphinx-theme (large),
 * cmd2, serial, dbusmock, chameleon (medium: .py files outside the stratum), itypes, inflect,
 * xstatic-objectpath, sphinxcontrib.programoutput (small: no package directory or < 5 targets): a shared
 * file-system service of OpenStack (python3-manila, large, 449 .py files), an iRODS client
 * (python3-irodsclient, medium, 35), OAuth 2.0 client credentials (python3-oauth2client, medium, 33), a
 * reCAPTCHA solver (python3-librecaptcha, small, 11), a Meson build backend (python3-mesonpy, small, 6).
 * Run once, blind: `npm run bench:validate -- --set heldout2 --lang Python`.
 */
export const VALIDATE_HELD_OUT_2_PY: readonly string[] = ['manila', 'irods', 'oauth2client', 'librecaptcha', 'mesonpy'];

/**
 * TUNING (TypeScript/JavaScript): the sets bench:ts-check ran on in session 7 (tuning and held out)
 * and the session-7 validate declaration (@tiptap/core, @grpc/grpc-js).
 */
export const NPM_VALIDATE_TUNING: readonly NpmSource[] = [
  { name: 'ioredis', kind: 'js', dir: 'built' },
  { name: 'pino', kind: 'js', dir: 'lib' },
  { name: '@octokit/webhooks', kind: 'js', dir: 'dist-src' },
  { name: 'bullmq', kind: 'js', dir: 'dist/esm/classes' },
  { name: 'probot', kind: 'js', dir: 'lib' },
  { name: 'openai', kind: 'ts', dir: 'src' },
  { name: '@tiptap/core', kind: 'ts', dir: 'src' },
  { name: '@grpc/grpc-js', kind: 'ts', dir: 'src' },
];

/**
 * HELD OUT (TypeScript/JavaScript), declared 2026-12-02 in session 8 before any run of bench:validate on
 * them and before the session's changes to the answer checks: drawn with seed 2202 from
 * bench/support/npm-population.tsv (validate-draw.ts): TypeScript sources — GPU compute helpers
 * (@luma.gl/gpgpu 9.4.2, large), loader plumbing (@loaders.gl/loader-utils 4.5.4, medium), a rich-text
 * document model (prosemirror-model 1.25.13, small); JavaScript — map projections (d3-geo-projection
 * 4.0.0, large), protocol buffers (protobufjs 7.6.6, medium), an LRU cache (lru-cache 11.5.3, small).
 */
export const NPM_VALIDATE_HELD_OUT: readonly NpmSource[] = [
  { name: '@luma.gl/gpgpu', kind: 'ts', dir: 'src' },
  { name: '@loaders.gl/loader-utils', kind: 'ts', dir: 'src' },
  { name: 'prosemirror-model', kind: 'ts', dir: 'src' },
  { name: 'd3-geo-projection', kind: 'js', dir: 'src' },
  { name: 'protobufjs', kind: 'js', dir: 'src' },
  { name: 'lru-cache', kind: 'js', dir: 'dist' },
];

/**
 * HELD OUT 2 (TypeScript/JavaScript), declared 2026-12-02 in session 9 before any run of bench:validate on
 * them (rule, seed 2209 and population in validate-draw.ts, commit cc5f46f; `tsx
 * bench/support/validate-draw-run.ts npm2` prints the walk). The session-8 held-out set above was looked at
 * and is tuning since. The installed population has no TypeScript-source package left outside the families
 * already used (@luma.gl, @loaders.gl, prosemirror), so the draw gives JavaScript only: lint rules for
 * imports (eslint-plugin-import-x 4.18.1, lib, 113 files, large), UUIDs (uuid 11.1.1, dist, 92 files,
 * medium), the module mocker of a test runner (@vitest/mocker 4.1.12, dist, 16 files, small).
 */
export const NPM_VALIDATE_HELD_OUT_2: readonly NpmSource[] = [
  { name: 'eslint-plugin-import-x', kind: 'js', dir: 'lib' },
  { name: 'uuid', kind: 'js', dir: 'dist' },
  { name: '@vitest/mocker', kind: 'js', dir: 'dist' },
  // TypeScript sources, declared after the JavaScript part's blind run and before any run on them, drawn by
  // `tsx bench/support/validate-draw-run.ts npm2ts` (validate-draw.ts NPM_TS_POPULATION_2): large stratum
  // empty; medium @jsonforms/core 3.8.0 not eligible (0 targets: its functions are arrow constants), then
  // msw 3.0.5 (99 files, 18 targets): drawn; small @ethereumjs/vm 10.1.3 (12 files, 7 targets): drawn.
  // Installed in bench/corpora with --ignore-scripts (@jsonforms/core stays installed, unused).
  { name: 'msw', kind: 'ts', dir: 'src' },
  { name: '@ethereumjs/vm', kind: 'ts', dir: 'src' },
];

/**
 * HELD OUT 3 (TypeScript/JavaScript), declared 2026-12-02 in session 10 before any run of bench:validate on
 * them (rule, seed 2310 and populations in validate-draw.ts). Held out 1 and 2 were looked at and are tuning.
 * JavaScript (`tsx bench/support/validate-draw-run.ts npm3`; the large stratum had no eligible package, its
 * quota went to medium): utilities for typescript-eslint rules (@typescript-eslint/utils 8.74.0, dist, 39
 * files, medium), a YAML parser (yaml 2.9.1, dist, 75 files, medium), a command-line parser (yargs 17.7.3,
 * build, 21 files, small). TypeScript sources (`npm3ts` order, installed one by one with --ignore-scripts):
 * medium libp2p 3.3.11 (37 files, 22 targets in the first 30 files): drawn; @jupyterlab/services 7.6.6 (47
 * files, 22 targets): drawn; small @supabase/supabase-js 2.109.0: not eligible (4 targets), the small stratum is
 * then empty and its quota goes to the medium walk: @loopback/rest 15.0.16 (next in the order; 53 files, 24
 * targets): drawn. @supabase/supabase-js stays installed in bench/corpora, unused.
 */
export const NPM_VALIDATE_HELD_OUT_3: readonly NpmSource[] = [
  { name: '@typescript-eslint/utils', kind: 'js', dir: 'dist' },
  { name: 'yaml', kind: 'js', dir: 'dist' },
  { name: 'yargs', kind: 'js', dir: 'build' },
  { name: 'libp2p', kind: 'ts', dir: 'src' },
  { name: '@jupyterlab/services', kind: 'ts', dir: 'src' },
  { name: '@loopback/rest', kind: 'ts', dir: 'src' },
];

/**
 * HELD OUT 3 (Python), declared 2026-12-02 in session 10 before any run of bench:validate on them: drawn with
 * seed 2310 (validate-draw.ts VALIDATE_SEED_3, `tsx bench/support/validate-draw-run.ts py3`, walk in
 * bench/results/validate-draw-3-walk.txt) from py-population.tsv less every earlier validate set, retrieval held
 * out 5-8 and their families. The walk skipped diskimage-builder (large: 34 .py files), exhale (medium: 6),
 * django-simple-history (django's family), xmltodict, alabaster, itypes, oslotest (small: < 5 targets or files
 * outside the stratum): OpenStack's identity service (python3-keystone, large, 361 .py files), a cluster shell
 * (python3-clustershell, medium, 37), a multilingual parsing/formatting library (python3-lingua-franca, medium,
 * 61), a WebDAV client (python3-webdavclient, small, 5), a TransIP API client (python3-transip, small, 9).
 * Run once, blind: `npm run bench:validate -- --set heldout3 --lang Python`.
 */
export const VALIDATE_HELD_OUT_3_PY: readonly string[] = ['keystone', 'ClusterShell', 'lingua_franca', 'webdav3', 'transip'];

/**
 * HELD OUT 4 (Python and TypeScript/JavaScript), session 11: rule and seed 2411 in bench/support/validate-draw-4.ts,
 * committed before the draw and before any run of bench:validate on these packages; the members below are what
 * `tsx bench/support/validate-draw-run.ts py4|npm4|npm4ts` drew (walk in bench/results/validate-draw-4-walk.txt),
 * committed before the first run. Held out 1-3 were looked at and are tuning now.
 */
// Python (`py4`; the walk skipped libpysal, jedi (large: .py files outside the stratum), gwcs, streamlink, wtforms
// (medium: outside the stratum), mergedeep, orderedmultidict (small: < 5 .py files)): a cloud-provider API
// (python3-libcloud, large, 238 .py files), the IPython kernel for Jupyter (python3-ipykernel, medium, 42), an X2Go
// client library (python3-x2go, medium, 46), a vulnerability database (python3-vulndb, small, 6), AIRR immune-repertoire
// data standards (python3-airr, small, 7). Run once, blind: `npm run bench:validate -- --set heldout4 --lang Python`.
export const VALIDATE_HELD_OUT_4_PY: readonly string[] = ['libcloud', 'ipykernel', 'x2go', 'vulndb', 'airr'];
export const NPM_VALIDATE_HELD_OUT_4: readonly NpmSource[] = [
  // JavaScript (`npm4`: 21 packages after the exclusions, none large, so the large quota went to the medium walk):
  // serialization of JavaScript values (seroval 1.8.2, dist, 36 files, medium), tooltip positioning (@popperjs/core
  // 2.11.8, dist, 69 files, medium), a YAML parser (js-yaml 4.3.2, lib, 25 files, small).
  { name: 'seroval', kind: 'js', dir: 'dist' },
  { name: '@popperjs/core', kind: 'js', dir: 'dist' },
  { name: 'js-yaml', kind: 'js', dir: 'lib' },
  // TypeScript sources (`npm4ts`, installed into bench/corpora-validate4): the small stratum's five named candidates
  // (@codemirror/state, @lezer/common, @floating-ui/core, @lit/reactive-element, @lezer/lr) ship no .ts under src/
  // at the versions npm resolves now, so its quota went to the medium walk: a binary-schema serializer
  // (@colyseus/schema 5.0.34, 66 files), reactive state (mobx 7.1.3, 55 files), a GraphQL server (@apollo/server
  // 5.5.1, 60 files).
  { name: '@colyseus/schema', kind: 'ts', dir: 'src' },
  { name: 'mobx', kind: 'ts', dir: 'src' },
  { name: '@apollo/server', kind: 'ts', dir: 'src' },
];

/**
 * HELD OUT 5 (Python and TypeScript/JavaScript), session 12: rule, seed 2512 and quotas in
 * bench/support/validate-draw-5.ts, committed (b840a5e) before the draw and before any run of bench:validate on these
 * packages; the members below are what `tsx bench/support/validate-draw-run.ts py5|npm5|npm5ts` drew (walk in
 * bench/results/validate-draw-5-walk.txt), committed before the first run. Held out 1-4 were looked at and are tuning.
 */
export const NPM_VALIDATE_HELD_OUT_5: readonly NpmSource[] = [
  // JavaScript (`npm5`: 14 packages after the exclusions, all small; rpc-websockets, vite, tsx, es-module-lexer, utility-types
  // not eligible): source maps (source-map-js 1.2.4, lib, 10 files), a bundler's JavaScript (rolldown 1.2.19, dist, 28 files).
  { name: 'source-map-js', kind: 'js', dir: 'lib' },
  { name: 'rolldown', kind: 'js', dir: 'dist' },
  // TypeScript sources (`npm5ts`, installed into bench/corpora-validate5; viem, helia, @wagmi/core, @helia/unixfs, abitype,
  // it-pushable, @achingbrain/http-parser-js not eligible, @multiformats/multiaddr of a drawn family): Ethereum primitives
  // (ox 1.8.3, 511 files, large), content identifiers (multiformats 14.0.5, 34 files, medium), a pubsub router
  // (@chainsafe/libp2p-gossipsub 14.1.2, 30 files, medium), byte-array helpers (uint8arrays 6.1.1, 18 files, small).
  { name: 'ox', kind: 'ts', dir: 'src' },
  { name: 'multiformats', kind: 'ts', dir: 'src' },
  { name: '@chainsafe/libp2p-gossipsub', kind: 'ts', dir: 'src' },
  { name: 'uint8arrays', kind: 'ts', dir: 'src' },
];
// Python (`py5`, quotas small 3, medium 3, large 2; the walk skipped taskflow, social-auth-core, biomaj3 (.py files outside
// the stratum), anyjson, orderedmultidict, libthumbor, virtualenv-clone, fingerprints, docopt, pytray (small: < 5 files or
// outside the stratum, or no package directory)): astronomy archive queries (python3-astroquery, large, 239 .py files), a
// metasearch engine (python3-searx, large, 167), Tk megawidgets (python3-pmw, medium, 38), ROS actions (python3-actionlib,
// medium, 32), Graphviz bindings (python3-graphviz, medium, 33), HTML readability (python3-readability, small, 9), HTTP
// mocking (python3-httpretty, small, 7), DRMAA job submission (python3-drmaa, small, 7).
// Run once, blind: `npm run bench:validate -- --set heldout5 --lang Python`.
export const VALIDATE_HELD_OUT_5_PY: readonly string[] = ['astroquery', 'searx', 'Pmw', 'actionlib', 'graphviz', 'readability', 'httpretty', 'drmaa'];

/**
 * HELD OUT 6 (Python and TypeScript/JavaScript), session 13: rule, seed 2613 and quotas in
 * bench/support/validate-draw-6.ts, committed (a8616a5) before the draw and before any run of bench:validate on these
 * packages; the members below are what `tsx bench/support/validate-draw-run.ts py6|npm6|npm6ts` drew (walk in
 * bench/results/validate-draw-6-walk.txt), committed before the first run. Held out 1-5 were looked at and are tuning.
 * TypeScript/JavaScript runs with `--per-package 10`.
 */
export const NPM_VALIDATE_HELD_OUT_6: readonly NpmSource[] = [
  // JavaScript (`npm6`: 6 packages after the exclusions, all small; topojson-client, @mongodb-js/saslprep, expect-type not
  // eligible): cron expressions (cron-parser 5.10.3, dist, 16 files), IndexedDB with promises (idb 7.1.1, build, 8 files).
  { name: 'cron-parser', kind: 'js', dir: 'dist' },
  { name: 'idb', kind: 'js', dir: 'build' },
  // TypeScript sources (`npm6ts`, installed into bench/corpora-validate6; pkijs, @coral-xyz/anchor, fp-ts, @hotwired/stimulus,
  // fflate, asn1js, io-ts ship no .ts under src/, @feathersjs/feathers has 4 targets; effect, @anthropic-ai/sdk and
  // puppeteer-core not reached): a generated API client (@mistralai/mistralai 2.7.0, 1,209 files, large), an HTTP mocking
  // proxy (mockttp 4.7.0, 77 files, medium), a SignalR client (@microsoft/signalr 11.0.0, 35 files, medium), MessagePack
  // (@msgpack/msgpack 3.1.3, 17 files, small).
  { name: '@mistralai/mistralai', kind: 'ts', dir: 'src' },
  { name: 'mockttp', kind: 'ts', dir: 'src' },
  { name: '@microsoft/signalr', kind: 'ts', dir: 'src' },
  { name: '@msgpack/msgpack', kind: 'ts', dir: 'src' },
];
// Python (`py6`, quotas small 3, medium 4, large 3; the walk skipped xrt, guzzle-sphinx-theme, securesystemslib, manilaclient,
// haproxy-log-analysis, pymeeus (large: .py files outside the stratum), pymbar, pydantic, buildstream, identify, empy, xyzservices,
// beanbag-docutils, gwcs, csscompressor, agate (medium), cdiff (small)): bare-metal provisioning (python3-ironic, large, 340 .py
// files), RDF graphs (python3-rdflib, large, 114), neuroimaging file formats (python3-nibabel, large, 101), OpenStack authentication
// (python3-keystoneauth1, medium, 86), network ACL generation (python3-capirca, medium, 46), ROS release tooling (python3-bloom,
// medium, 40), a build backend (python3-hatchling, medium, 65), Swagger spec validation (python3-swagger-spec-validator, small, 7),
// ZeroMQ for asyncio (python3-aiozmq, small, 18), a Tango shell (python3-itango, small, 6).
// Run once, blind: `npm run bench:validate -- --set heldout6 --lang Python`.
export const VALIDATE_HELD_OUT_6_PY: readonly string[] = ['ironic', 'rdflib', 'nibabel', 'keystoneauth1', 'capirca', 'bloom', 'hatchling', 'swagger_spec_validator', 'aiozmq', 'itango'];

/**
 * HELD OUT 7 (Python), session 14: rule, seed 2714 and quotas in bench/support/validate-draw-7.ts, committed (6ede588)
 * before the draw and before any run of bench:validate on these packages; the members below are what
 * `tsx bench/support/validate-draw-7-py-run.ts` drew (walk in bench/results/validate-draw-7-walk.txt), committed before
 * the first run. Held out 1-6 were looked at and are tuning. Runs with `--per-package 10`.
 */
export const VALIDATE_HELD_OUT_7_PY: readonly string[] = ['ezdxf', 'murano', 'dendropy', 'troveclient', 'gnocchi', 'freezer_api', 'fs', 'jks', 'pilkit', 'pymysql', 'mongomock'];

/**
 * HELD OUT 7 (TypeScript/JavaScript), session 14: rule, seed 2714, quotas and population in bench/support/validate-draw-7.ts,
 * committed (b4095ea) before any install, look-up or run; the members below are what `tsx bench/support/validate-draw-7-run.ts`
 * drew (walk in bench/results/validate-draw-7-walk.txt), committed before the first run. Runs with `--per-package 12`;
 * TypeScript-source packages' mutants are cross-checked with tsc (bench/support/ts-mutant-tsc.ts).
 */
export const NPM_VALIDATE_HELD_OUT_7: readonly NpmSource[] = [
  // TypeScript sources (tedious, mqtt, @urql/core, marked, tslog, superstruct, croner ship no .ts under src/; cheerio has 17
  // files, outside the medium stratum it was walked in; maplibre-gl and pdf-lib not reached): a WebRTC client (livekit-client
  // 2.23.0, 137 files, large), a Telegram bot framework (telegraf 4.16.3, 37 files, medium). The small quota found no
  // eligible package and passed to medium, whose list was spent.
  { name: 'livekit-client', kind: 'ts', dir: 'src' },
  { name: 'telegraf', kind: 'ts', dir: 'src' },
  // Hand-written JavaScript: a Discord client (discord.js 14.28.1, src, 380 files, large), templates (handlebars 4.7.10,
  // lib, 35 files, medium), logging (winston 3.19.0, lib, 17 files, small).
  { name: 'discord.js', kind: 'js', dir: 'src' },
  { name: 'handlebars', kind: 'js', dir: 'lib' },
  { name: 'winston', kind: 'js', dir: 'lib' },
];

/**
 * HELD OUT 8 (TypeScript/JavaScript), session 15: rule, seed 2815, quotas and population in bench/support/validate-draw-8.ts,
 * committed (f6c02d4, 03:08 UTC) before any install, look-up or run; the members below are what
 * `tsx bench/support/validate-draw-8-run.ts` drew (walk in bench/results/validate-draw-8-walk.txt), committed before the
 * first run. Runs with `--per-package 16`; TypeScript-source packages' mutants are cross-checked with tsc
 * (bench/support/ts-mutant-tsc.ts).
 */
export const NPM_VALIDATE_HELD_OUT_8: readonly NpmSource[] = [
  // TypeScript sources (mediasoup-client, brain.js, dexie, @influxdata/influxdb-client ship no .ts under src/; msw,
  // @coral-xyz/anchor, @loopback/rest, @mswjs/interceptors, @azure/msal-common, chevrotain, @wagmi/core, @colyseus/schema,
  // @feathersjs/feathers, @tanstack/query-core, @loopback/core used before or of a drawn family; langium, puppeteer-core,
  // @antv/g2, @solana/web3.js not reached): a reactive database (rxdb 17.6.0, 244 files, large), a DOM implementation
  // (happy-dom 21.0.4, 611 files, large), an API client (groq-sdk 1.6.0, 53 files, medium), a bot framework
  // (botbuilder-core 4.23.3, 56 files, medium), a worker-thread pool (piscina 5.3.2, 16 files, small). The medium and
  // small quotas found 2 and 1 eligible packages (5 of 7).
  { name: 'rxdb', kind: 'ts', dir: 'src' },
  { name: 'happy-dom', kind: 'ts', dir: 'src' },
  { name: 'groq-sdk', kind: 'ts', dir: 'src' },
  { name: 'botbuilder-core', kind: 'ts', dir: 'src' },
  { name: 'piscina', kind: 'ts', dir: 'src' },
  // Hand-written JavaScript: a Cassandra driver (cassandra-driver 4.10.0, lib, 108 files, large), a parsing toolkit
  // (ohm-js 17.5.0, src, 47 files, medium), multipart form parsing (formidable 3.5.4, src, 19 files, small;
  // fast-xml-parser's 38 files are outside the small stratum, nock ships no src/ or lib/).
  { name: 'cassandra-driver', kind: 'js', dir: 'lib' },
  { name: 'ohm-js', kind: 'js', dir: 'src' },
  { name: 'formidable', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 9 (TypeScript/JavaScript), session 16: rule, seed 2916, quotas and population in bench/support/validate-draw-9.ts,
 * committed (43268ef, ~06:11 UTC) before any install, look-up or run; the members below are what
 * `tsx bench/support/validate-draw-9-run.ts` drew (walk in bench/results/validate-draw-9-walk.txt), committed before the
 * first run. Runs with `--per-package 16`; TypeScript-source packages' mutants are cross-checked with tsc
 * (bench/support/ts-mutant-tsc.ts).
 */
export const NPM_VALIDATE_HELD_OUT_9: readonly NpmSource[] = [
  // TypeScript sources (graphql-ws, @connectrpc/connect, bitcoinjs-lib, @cosmjs/stargate ship no .ts under src/; @temporalio/client
  // has 25 files, outside the medium stratum; the five small candidates yield fewer than 12 targets or ship < 5 files;
  // @bufbuild/protobuf, @blocknote/core, @codingame/monaco-vscode-api, @polkadot/api not reached): an Aptos SDK
  // (@aptos-labs/ts-sdk 6.3.1, 142 files, large), a Sui SDK (@mysten/sui 1.45.2, 159, large), a TON SDK (@ton/core 0.63.1, 94,
  // medium), a messaging SDK (@xmtp/xmtp-js 13.0.4, 79, medium), a Stacks SDK (@stacks/transactions 7.6.0, 44, medium). The
  // small quota found no eligible package (5 of 7).
  { name: '@aptos-labs/ts-sdk', kind: 'ts', dir: 'src' },
  { name: '@mysten/sui', kind: 'ts', dir: 'src' },
  { name: '@ton/core', kind: 'ts', dir: 'src' },
  { name: '@xmtp/xmtp-js', kind: 'ts', dir: 'src' },
  { name: '@stacks/transactions', kind: 'ts', dir: 'src' },
  // Hand-written JavaScript: a DOM implementation (jsdom 29.1.1, lib, 640 files, large, CommonJS), dates (moment 2.31.0, src,
  // 249, large, ES modules), maps (leaflet 1.9.4, src, 83, medium, ES modules), a UI framework (alpinejs 3.17.5, src, 60,
  // medium, ES modules). No small candidate was eligible and the medium list was spent (4 of 6).
  { name: 'jsdom', kind: 'js', dir: 'lib' },
  { name: 'moment', kind: 'js', dir: 'src' },
  { name: 'leaflet', kind: 'js', dir: 'src' },
  { name: 'alpinejs', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 10 (TypeScript/JavaScript), session 17: rule, seed 3017, quotas and population in bench/support/validate-draw-10.ts,
 * committed (fccb612, ~09:27 UTC) before any install, look-up or run; the members below are what
 * `tsx bench/support/validate-draw-10-run.ts` drew (walk in bench/results/validate-draw-10-walk.txt), committed before the
 * first run. Runs with `--per-package 14`; TypeScript-source packages' mutants are cross-checked with tsc
 * (bench/support/ts-mutant-tsc.ts). Drawn 09:27-10:04 UTC; NOT RUN YET when committed: blind.
 */
export const NPM_VALIDATE_HELD_OUT_10: readonly NpmSource[] = [
  // TypeScript sources (@ckeditor/ckeditor5-engine did not install; algosdk 134 files and @uppy/core 122 fall outside the
  // medium/small lists they were named in, workbox-core, @scure/btc-signer, @milkdown/core, @keplr-wallet/cosmos yield
  // fewer targets than asked, @lumino/widgets 29 files and micro-eth-signer 38 outside their strata, flatpickr and
  // @react-aria/interactions ship < 5 .ts under src/): an IDE framework (@theia/core 1.75.0, 449 files, large), the
  // Bluesky API (@atproto/api 0.19.19, 392, large), a CMS client (@sanity/client 7.28.0, 69, medium), Android's debug
  // bridge (@yume-chan/adb 2.6.4, 59, medium), a Solana framework (@metaplex-foundation/umi 1.6.0, 49, medium), calendar
  // dates (@internationalized/date 3.12.4, 20, small) — 6 of 7 (the small list ran out).
  { name: '@theia/core', kind: 'ts', dir: 'src' },
  { name: '@atproto/api', kind: 'ts', dir: 'src' },
  { name: '@sanity/client', kind: 'ts', dir: 'src' },
  { name: '@yume-chan/adb', kind: 'ts', dir: 'src' },
  { name: '@metaplex-foundation/umi', kind: 'ts', dir: 'src' },
  { name: '@internationalized/date', kind: 'ts', dir: 'src' },
  // Hand-written JavaScript (cytoscape yields 8 targets; dashjs and natural ship no src/ or lib/ JavaScript): music
  // notation (abcjs 6.7.2, src, 152 files, large), spreadsheets (exceljs 4.4.0, lib, 165, large, CommonJS), a test runner
  // (ava 7.0.0, lib, 53, medium, ES modules), npm's tree builder (@npmcli/arborist 9.9.3, lib, 50, medium, CommonJS), npm's
  // cache (cacache 20.0.4, lib, 14, small, CommonJS), a chat bot framework (hubot 14.1.0, src, 16, small) — 6 of 6.
  { name: 'abcjs', kind: 'js', dir: 'src' },
  { name: 'exceljs', kind: 'js', dir: 'lib' },
  { name: 'ava', kind: 'js', dir: 'lib' },
  { name: '@npmcli/arborist', kind: 'js', dir: 'lib' },
  { name: 'cacache', kind: 'js', dir: 'lib' },
  { name: 'hubot', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 11 (TypeScript/JavaScript), session 18: rule, seed 3118, quotas (TS 3/4/2, JS 1/2/1) and population in
 * bench/support/validate-draw-11.ts, committed (b2a9263, ~12:46 UTC) before any install, look-up or run; the members below
 * are what `tsx bench/support/validate-draw-11-run.ts` drew (walk in bench/results/validate-draw-11-walk.txt), committed
 * before the first run. Runs with `--per-package 16`; TypeScript-source packages' mutants are cross-checked with tsc
 * (bench/support/ts-mutant-tsc.ts). Drawn 12:46-13:05 UTC; NOT RUN YET when committed: blind.
 */
export const NPM_VALIDATE_HELD_OUT_11: readonly NpmSource[] = [
  // TypeScript sources (echarts, stripe, @slack/bolt ship no src/; chrono-node 267 files came when the large quota was
  // full; tom-select yields 2 targets): the XRP Ledger client (xrpl 5.3.0, 229 files, large), a 2D rendering engine
  // (zrender 6.1.0, 119, large), charts (billboard.js 4.1.0, 199, large), a web framework's HTML runtime
  // (@aurelia/runtime-html 0.9.0, 66, medium), a vector database client (chromadb 3.5.0, 31, medium), 2D physics
  // (planck 1.4.2, 57, medium), a GraphQL schema builder (@pothos/core 4.15.1, 57, medium), runtime types
  // (@deepkit/type 1.0.19, 26, small), Ethereum's web3 module (web3-eth 4.11.1, 26, small) — 9 of 9.
  { name: 'xrpl', kind: 'ts', dir: 'src' },
  { name: 'zrender', kind: 'ts', dir: 'src' },
  { name: 'billboard.js', kind: 'ts', dir: 'src' },
  { name: '@aurelia/runtime-html', kind: 'ts', dir: 'src' },
  { name: 'chromadb', kind: 'ts', dir: 'src' },
  { name: 'planck', kind: 'ts', dir: 'src' },
  { name: '@pothos/core', kind: 'ts', dir: 'src' },
  { name: '@deepkit/type', kind: 'ts', dir: 'src' },
  { name: 'web3-eth', kind: 'ts', dir: 'src' },
  // Hand-written JavaScript (ES modules first: melonjs, isomorphic-git, video.js, diagram-js, bpmn-js ship no src/ or lib/
  // JavaScript, culori 8 and ramda 3 targets): browser test automation (nightwatch 3.16.0, lib, 485 files, large,
  // CommonJS), an API documentation generator (jsdoc 4.0.5, lib, 41, medium, CommonJS), Stellar's base library
  // (@stellar/stellar-base 15.0.0, lib, 70, medium, CommonJS compiled by Babel from ES modules: the rule counts it), an entity component system (ecsy 0.4.3, src, 21, small, ES
  // modules) — 4 of 4.
  { name: 'nightwatch', kind: 'js', dir: 'lib' },
  { name: 'jsdoc', kind: 'js', dir: 'lib' },
  { name: '@stellar/stellar-base', kind: 'js', dir: 'lib' },
  { name: 'ecsy', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 12 (TypeScript/JavaScript), session 19: rule, seed 3219, quotas (TS 3/4/2, JS 1/2/1) and population in
 * bench/support/validate-draw-12.ts, committed (0d15504, 16:38 UTC) before any install, look-up or run; the members below
 * are what `tsx bench/support/validate-draw-12-run.ts` drew (16:38-17:04 UTC; walk in bench/results/validate-draw-12-walk.txt),
 * committed before the first run. Runs with `--per-package 14`; TypeScript-source packages' mutants are cross-checked with
 * tsc (bench/support/ts-mutant-tsc.ts). NOT RUN YET when committed: blind.
 */
export const NPM_VALIDATE_HELD_OUT_12: readonly NpmSource[] = [
  // TypeScript sources (grapesjs, technicalindicators, posthog-js, rrweb, cohere-ai, inversify, homebridge, ky, tsyringe,
  // @interactjs/core, gridstack ship no src/ TypeScript; @splidejs/splide 4 targets, @segment/analytics-next 34 targets but
  // the large quota was full, meilisearch 7): Ethereum development tooling (hardhat 3.18.0, 283 files, large), a canvas
  // library (fabric 7.4.0, 253, large), an AI API client (together-ai 0.52.0, 123, large), a turn-based game engine
  // (boardgame.io 0.50.2, 57, medium), an MPEG-TS player (mpegts.js 1.8.2, 33, medium), a search engine client (typesense
  // 3.1.0, 68, medium), a GraphQL schema builder (nexus 1.3.0, 52, medium) — 7 of 9 (the small quota found no member).
  { name: 'hardhat', kind: 'ts', dir: 'src' },
  { name: 'fabric', kind: 'ts', dir: 'src' },
  { name: 'together-ai', kind: 'ts', dir: 'src' },
  { name: 'boardgame.io', kind: 'ts', dir: 'src' },
  { name: 'mpegts.js', kind: 'ts', dir: 'src' },
  { name: 'typesense', kind: 'ts', dir: 'src' },
  { name: 'nexus', kind: 'ts', dir: 'src' },
  // Hand-written JavaScript (mediaelement 7 targets, geotiff no src/ or lib/): string validators (validator 13.15.35, lib,
  // 113 files, large), an FLV player (flv.js 1.6.2, src, 40, medium), markdown serialization (mdast-util-to-markdown
  // 2.2.5, lib, 50, medium), charts (frappe-charts 1.6.2, src, 25, small) — 4 of 4.
  { name: 'validator', kind: 'js', dir: 'lib' },
  { name: 'flv.js', kind: 'js', dir: 'src' },
  { name: 'mdast-util-to-markdown', kind: 'js', dir: 'lib' },
  { name: 'frappe-charts', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 13 (TypeScript/JavaScript), session 20: rule, seed 5113, quotas and targets per package in
 * bench/support/validate-draw-13.ts, committed (b406967, 20:18 UTC) before the draw and before any run of bench:validate on
 * these packages; the members below are what `tsx bench/support/validate-draw-13-run.ts` drew (20:24-20:33, walk in
 * bench/results/validate-draw-13-walk.txt), committed before the first run. TypeScript: 1 of 5 (tsparticles, konva, jodit,
 * valibot, liquidjs, meriyah, @barba/core, @editorjs/editorjs, chartist, gridjs, @orama/orama, wretch, eta, squirrelly,
 * nanostores ship no src/ TypeScript): page transitions (swup 4.10.0, src, 27 files, small). JavaScript 3 of 3: diagrams
 * (jointjs 3.7.7, src, 107, large), barcodes (jsbarcode 3.12.3, src, 54, medium), a test runner (jasmine 7.0.0, lib, 12,
 * small).
 */
export const NPM_VALIDATE_HELD_OUT_13: readonly NpmSource[] = [
  { name: 'swup', kind: 'ts', dir: 'src' },
  { name: 'jointjs', kind: 'js', dir: 'src' },
  { name: 'jsbarcode', kind: 'js', dir: 'src' },
  { name: 'jasmine', kind: 'js', dir: 'lib' },
];

/**
 * HELD OUT 14 (TypeScript/JavaScript), session 21: rule, seed 5114, quotas (TS 3/3/2, JS 1/2/1) and targets per package (12)
 * in bench/support/validate-draw-14.ts, committed (96bdd37, 22:25 UTC) before the draw and before any run of bench:validate
 * on these packages; the members below are what `tsx bench/support/validate-draw-14-run.ts` draws (walk in
 * bench/results/validate-draw-14-walk.txt), committed before the first run. Held out 1-13 were looked at and are tuning.
 */
// Drawn 22:45-23:16 UTC (walk in bench/results/validate-draw-14-walk.txt), committed before any run: TypeScript 8 of 8:
// animations for React Native (react-native-reanimated 4.8.0, src, 419 files, large), WordPress's UI components
// (@wordpress/components 41.0.0, 676, large), a websocket client (pusher-js 8.6.0, 115, large), Expo notifications
// (expo-notifications 58.0.2, 92, medium), React Navigation's core (@react-navigation/core 7.24.0, 77, medium), a calendar
// heatmap (cal-heatmap 4.2.4, 35, medium), a chess board (chessground 9.2.1, 20, small), IPFS's UnixFS exporter
// (ipfs-unixfs-exporter 16.2.2, 28, small). JavaScript 4 of 4: a Vue UI framework (quasar 2.27.0, src, 274, large), a
// grid layout (muuri 0.9.5, 60, medium), a spreadsheet (x-data-spreadsheet 1.1.9, 94, medium), element positioning
// (tether 3.0.2, 12, small). NOT RUN YET: blind.
export const NPM_VALIDATE_HELD_OUT_14: readonly NpmSource[] = [
  { name: 'react-native-reanimated', kind: 'ts', dir: 'src' },
  { name: '@wordpress/components', kind: 'ts', dir: 'src' },
  { name: 'pusher-js', kind: 'ts', dir: 'src' },
  { name: 'expo-notifications', kind: 'ts', dir: 'src' },
  { name: '@react-navigation/core', kind: 'ts', dir: 'src' },
  { name: 'cal-heatmap', kind: 'ts', dir: 'src' },
  { name: 'chessground', kind: 'ts', dir: 'src' },
  { name: 'ipfs-unixfs-exporter', kind: 'ts', dir: 'src' },
  { name: 'quasar', kind: 'js', dir: 'src' },
  { name: 'muuri', kind: 'js', dir: 'src' },
  { name: 'x-data-spreadsheet', kind: 'js', dir: 'src' },
  { name: 'tether', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 15 (TypeScript/JavaScript), session 22: rule, seed 6115, quotas (TS 3/3/2, JS 1/2/1) and targets per package (10)
 * in bench/support/validate-draw-15.ts, committed (8c6573a, 01:19 UTC) before the draw and before any run of bench:validate
 * on these packages; the members below are what `tsx bench/support/validate-draw-15-run.ts` draws (walk in
 * bench/results/validate-draw-15-walk.txt), committed before the first run. Held out 1-14 were looked at and are tuning.
 */
// Drawn 01:30-01:57 UTC (walk in bench/results/validate-draw-15-walk.txt), committed before any run: TypeScript 5 of 8 (the
// TypeScript lists ran out: 21 of 35 candidates shipped no src/ TypeScript or gave too few targets): a port of C++'s STL
// (tstl 3.0.0, src, 211 files, large), Mapbox maps for React Native (@rnmapbox/maps 10.3.5, 137, large), typed HTTP
// controllers (@nestia/core 11.3.4, 79, medium), a typed RPC framework (tgrid 1.2.1, 48, medium), a QR code scanner
// (html5-qrcode 2.3.8, 25, small). JavaScript 4 of 4: a WebGL engine (claygl 1.3.0, src, 177, large), Auth0's browser
// client (auth0-js 10.2.1, 37, medium), dialogs (sweetalert2 11.26.25, 60, medium), custom scrollbars (perfect-scrollbar
// 1.5.6, 13, small). NOT RUN YET: blind.
export const NPM_VALIDATE_HELD_OUT_15: readonly NpmSource[] = [
  { name: 'tstl', kind: 'ts', dir: 'src' },
  { name: '@rnmapbox/maps', kind: 'ts', dir: 'src' },
  { name: '@nestia/core', kind: 'ts', dir: 'src' },
  { name: 'tgrid', kind: 'ts', dir: 'src' },
  { name: 'html5-qrcode', kind: 'ts', dir: 'src' },
  { name: 'claygl', kind: 'js', dir: 'src' },
  { name: 'auth0-js', kind: 'js', dir: 'src' },
  { name: 'sweetalert2', kind: 'js', dir: 'src' },
  { name: 'perfect-scrollbar', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 16 (TypeScript/JavaScript), session 23 (T5): rule, seed 7316, quotas (TS 4/3/2, JS 1/1/1) and targets per package
 * (10) in bench/support/validate-draw-16.ts, committed before the draw and before any run of bench:validate on these
 * packages; the members below are what `tsx bench/support/validate-draw-16-run.ts` draws (walk in
 * bench/results/validate-draw-16-walk.txt), committed before the first run. Held out 1-15 were looked at and are tuning.
 * Run with the dependencies' types read (`--ts-deps bench/corpora-validate16/node_modules`).
 */
// Drawn by walk 2 (04:55-05:25 UTC, cut off as declared; walks in bench/results/validate-draw-16-walk.txt and
// validate-draw-16-supplement-walk.txt), committed before any run: TypeScript 2 of 9 — Airship's React Native SDK
// (@ua/react-native-airship 26.7.0, src, 27 files, small) and Cycle.js's DOM driver (@cycle/dom 23.1.0, src, 22, small);
// walk 1 drew nothing (its candidates were used by earlier sets or shipped no src/), JavaScript 0 of 3 (walk 2 was cut off
// in its JavaScript list). NOT RUN YET: blind.
export const NPM_VALIDATE_HELD_OUT_16: readonly NpmSource[] = [
  { name: '@ua/react-native-airship', kind: 'ts', dir: 'src' },
  { name: '@cycle/dom', kind: 'ts', dir: 'src' },
];

/**
 * HELD OUT 17 (TypeScript/JavaScript), session 24 (T2): drawn from the npm population list (npm.tsv, >= 50,000 downloads a
 * month), strata by downloads, seed 7417, quotas (TS 4/3/3, JS 1/1/1), checks and cut-off in
 * bench/support/validate-draw-17.ts, committed before any look-up; the members are what
 * `tsx bench/support/validate-draw-17-run.ts` drew (walk in bench/results/validate-draw-17-walk*.txt), committed before the
 * first run. Held out 1-16 were looked at and are tuning. Run with `--per-package 10` and the dependencies' types read
 * (`--ts-deps bench/corpora-validate17/node_modules`).
 */
// Drawn 07:37-08:28 UTC (walk in bench/results/validate-draw-17-walk-part1.txt and validate-draw-17-walk.txt; 358 candidates
// reached, 7 drawn at the cut-off), committed before any run: TypeScript 4 of 10 — Preline UI's components (preline 4.2.0,
// src, 108 files, small stratum by downloads), a JavaScript-port utility library (jpjs 1.2.1, src, 24, small), react-mapbox
// (@vis.gl/react-mapbox 8.1.3, src, 30, medium), a build task library (just-task 1.14.1, src, 15, small); JavaScript 3 of 3 —
// LaunchDarkly's common SDK (launchdarkly-js-sdk-common 5.8.3, src, 33, large), a BLE peripheral library (@stoprocent/bleno
// 0.12.4, lib, 17, small), Elastic APM's browser core (@elastic/apm-rum-core 5.25.3, src, 53, medium). NOT RUN YET: blind.
export const NPM_VALIDATE_HELD_OUT_17: readonly NpmSource[] = [
  { name: 'preline', kind: 'ts', dir: 'src' },
  { name: 'jpjs', kind: 'ts', dir: 'src' },
  { name: '@vis.gl/react-mapbox', kind: 'ts', dir: 'src' },
  { name: 'just-task', kind: 'ts', dir: 'src' },
  { name: 'launchdarkly-js-sdk-common', kind: 'js', dir: 'src' },
  { name: '@stoprocent/bleno', kind: 'js', dir: 'lib' },
  { name: '@elastic/apm-rum-core', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 18 (TypeScript/JavaScript), session 25 (T2): drawn from the npm population list (npm.tsv, >= 50,000 downloads a
 * month, less held out 1-17, held out 17's walks, the corpora's and repository's dependencies and their families, and the
 * locked trees' names), strata by downloads walked in proportion to their size, seed 8525, a file-list check before any
 * pack, quotas TS 9 + JS 3 pooled, cut-off 11:30 UTC, in bench/support/validate-draw-18.ts, committed (dbc6946, 10:31 UTC)
 * before any look-up; the members are what `tsx bench/support/validate-draw-18-run.ts` drew (walk in
 * bench/results/validate-draw-18-walk.txt), committed before the first run. Held out 1-17 were looked at and are tuning.
 * Run with `--per-package 12` and the dependencies' types read (`--ts-deps bench/corpora-validate18/node_modules`).
 */
// Drawn 10:32-11:11 UTC (walk in bench/results/validate-draw-18-walk.txt: 567 candidates checked, 27 packed, every quota
// full at 11:11; installed 11:11-11:13), committed before any run: TypeScript 9 of 9 — ThoughtSpot's embed SDK
// (@thoughtspot/visual-embed-sdk 1.52.0, src, 52 files, small stratum by downloads), Redux DevTools' trace tab
// (@redux-devtools/inspector-monitor-trace-tab 5.0.0, src, 22, small), a package-types linter (@arethetypeswrong/core
// 0.18.5, src, 25, medium), ElectricSQL's client (@electric-sql/client 1.5.28, src, 18, medium), charts for React (bizcharts
// 4.1.23, src, 149, small), the Aptos SDK (aptos 1.22.1, src, 183, small), an events SDK core (@ht-sdks/events-sdk-js-core
// 1.1.0, src, 30, small), a Vue PDF viewer (@tato30/vue-pdf 2.2.0, src, 17, small), Stackbit's utilities (@stackbit/utils
// 0.8.3, src, 16, small); JavaScript 3 of 3 — SAP's logging (@sap/logging 9.2.2, lib, 18, small), accessibility utilities
// (ally.js 1.4.1, src, 137, medium), Cloudinary's video player (cloudinary-video-player 4.0.3, lib, 31, small). Run once,
// blind, 11:20-11:51 UTC (bench/results/h18/; docs/benchmarks.md, session 25, T2).
export const NPM_VALIDATE_HELD_OUT_18: readonly NpmSource[] = [
  { name: '@thoughtspot/visual-embed-sdk', kind: 'ts', dir: 'src' },
  { name: '@redux-devtools/inspector-monitor-trace-tab', kind: 'ts', dir: 'src' },
  { name: '@arethetypeswrong/core', kind: 'ts', dir: 'src' },
  { name: '@electric-sql/client', kind: 'ts', dir: 'src' },
  { name: 'bizcharts', kind: 'ts', dir: 'src' },
  { name: 'aptos', kind: 'ts', dir: 'src' },
  { name: '@ht-sdks/events-sdk-js-core', kind: 'ts', dir: 'src' },
  { name: '@tato30/vue-pdf', kind: 'ts', dir: 'src' },
  { name: '@stackbit/utils', kind: 'ts', dir: 'src' },
  { name: '@sap/logging', kind: 'js', dir: 'lib' },
  { name: 'ally.js', kind: 'js', dir: 'src' },
  { name: 'cloudinary-video-player', kind: 'js', dir: 'lib' },
];

/**
 * HELD OUT 19 (TypeScript/JavaScript), session 26 (T2): held out 18's procedure (npm.tsv, >= 50,000 downloads a month, strata
 * by downloads walked in proportion to their size, a file-list check before any pack) with held out 17's and 18's walks
 * excluded too, seed 9319, a bundle test for JavaScript after held out 17's kind rule, quotas TS 12 + JS 4 pooled, 14
 * targets per package, cut-off 14:05 UTC, in bench/support/validate-draw-19.ts, committed (3b46bd9, 13:27 UTC) before any
 * look-up; the members are what `tsx bench/support/validate-draw-19-run.ts` drew (walk in
 * bench/results/validate-draw-19-walk.txt: 697 candidates checked, 41 packed, every quota full at 14:00:30), committed
 * before the first run. Held out 1-18 were looked at and are tuning. Run with `--per-package 14` and the dependencies'
 * types read (`--ts-deps bench/corpora-validate19/node_modules`).
 */
export const NPM_VALIDATE_HELD_OUT_19: readonly NpmSource[] = [
  { name: 'styletron-engine-atomic', kind: 'ts', dir: 'src' },
  { name: 'v-calendar', kind: 'ts', dir: 'src' },
  { name: '@workos-inc/authkit-js', kind: 'ts', dir: 'src' },
  { name: '@ant-design/graphs', kind: 'ts', dir: 'src' },
  { name: '@deck.gl-community/editable-layers', kind: 'ts', dir: 'src' },
  { name: '@docusaurus/theme-common', kind: 'ts', dir: 'src' },
  { name: 'arbundles', kind: 'ts', dir: 'src' },
  { name: 'xpath-ts', kind: 'ts', dir: 'src' },
  { name: '@nullvoxpopuli/ember-composable-helpers', kind: 'ts', dir: 'src' },
  { name: 'page-flip', kind: 'ts', dir: 'src' },
  { name: '@teovilla/react-native-web-maps', kind: 'ts', dir: 'src' },
  { name: 'raml-typesystem', kind: 'ts', dir: 'src' },
  { name: 'reify', kind: 'js', dir: 'lib' },
  { name: 'edtf', kind: 'js', dir: 'src' },
  { name: 'snarkjs', kind: 'js', dir: 'src' },
  { name: 'oauth2-server', kind: 'js', dir: 'lib' },
];

/**
 * HELD OUT 20 (TypeScript/JavaScript), session 27 (T2): held out 19's procedure with held out 19's walk excluded too, seed
 * 9420, quotas TS 12 + JS 4 pooled, 10 targets per package, walk cut-off 17:05 UTC, run cut-off 17:58 UTC, in
 * bench/support/validate-draw-20.ts, committed (e05442e, 16:31 UTC) before any look-up; the members are what
 * `tsx bench/support/validate-draw-20-run.ts` drew (walk in bench/results/validate-draw-20-walk.txt: 425 candidates
 * checked, 34 packed, every quota full at 17:03:35; 15 of 16 installed), committed before the first run. Held out 1-19 were looked at and are
 * tuning. Run with `--per-package 10` and the dependencies' types read (`--ts-deps bench/corpora-validate20/node_modules`).
 */
/**
 * HELD OUT 21 (TypeScript/JavaScript), session 28: rule, seed 9521, quotas and targets per package in
 * bench/support/validate-draw-21.ts, committed (c89ef8c) before the draw and before any run of bench:validate on these
 * packages; the members below are what `tsx bench/support/validate-draw-21-run.ts` drew (walk in
 * bench/results/validate-draw-21-walk.txt: the walk's cut-off 19:57 UTC came with 9 TypeScript and 5 JavaScript drawn),
 * in the draw's order (the run's queue order), pinned in bench/corpora-validate21.
 */
export const NPM_VALIDATE_HELD_OUT_21: readonly NpmSource[] = [
  { name: 'assetgraph', kind: 'js', dir: 'lib' },
  { name: 'vest-utils', kind: 'ts', dir: 'src' },
  { name: 'mediabunny', kind: 'ts', dir: 'src' },
  { name: '@ariakit/test', kind: 'ts', dir: 'src' },
  { name: '@irys/sdk', kind: 'ts', dir: 'src' },
  { name: 'orb-billing', kind: 'ts', dir: 'src' },
  { name: 'neo-blessed', kind: 'js', dir: 'lib' },
  { name: 'vestjs-runtime', kind: 'ts', dir: 'src' },
  { name: 'multicoin-address-validator', kind: 'js', dir: 'src' },
  { name: 'unstructured-client', kind: 'ts', dir: 'src' },
  { name: '@binance/w3w-utils', kind: 'ts', dir: 'src' },
  { name: 'apidoc', kind: 'js', dir: 'lib' },
  { name: 'testem', kind: 'js', dir: 'lib' },
  { name: '@notionhq/workers', kind: 'ts', dir: 'src' },
];

export const NPM_VALIDATE_HELD_OUT_20: readonly NpmSource[] = [
  { name: 'piral-cli', kind: 'ts', dir: 'src' },
  { name: '@serenity-js/core', kind: 'ts', dir: 'src' },
  { name: 'schema-typed', kind: 'ts', dir: 'src' },
  { name: '@solana-program/token', kind: 'ts', dir: 'src' },
  { name: 'ssim.js', kind: 'ts', dir: 'src' },
  { name: 'fido2-lib', kind: 'js', dir: 'lib' },
  { name: '@vechain/sdk-core', kind: 'ts', dir: 'src' },
  { name: '@trycourier/courier', kind: 'ts', dir: 'src' },
  { name: 'textract', kind: 'js', dir: 'lib' },
  { name: 'kbar', kind: 'ts', dir: 'src' },
  { name: 'rsuite-table', kind: 'ts', dir: 'src' },
  // @aztec/foundation 5.2.0 (ts, drawn) was DROPPED: it does not install (its dependency @aztec/bb.js@5.2.0 is not on the registry).
  { name: 'opentok-network-test-js', kind: 'ts', dir: 'src' },
  { name: '@maxio-com/advanced-billing-sdk', kind: 'ts', dir: 'src' },
  { name: 'vinyl-fs', kind: 'js', dir: 'lib' },
  { name: 'core-decorators', kind: 'js', dir: 'src' },
];

/**
 * HELD OUT 8 (Python), session 15: rule, seed 2815, quotas and targets per package in bench/support/validate-draw-8-py.ts,
 * committed (bbe473c) before the draw and before any run of bench:validate on these packages; the members below are
 * what `tsx bench/support/validate-draw-8-py-run.ts` draws (walk in bench/results/validate-draw-8-py-walk.txt), committed
 * before the first run. Held out 1-7 were looked at and are tuning. Runs with `--per-package 20`.
 */
// Drawn 04:33 UTC (walk in bench/results/validate-draw-8-py-walk.txt), committed before any run: remote key management
// (python3-pykmip, large, 119 .py files), a plotting application (python3-veusz, 166), the SoftLayer API client (python3-softlayer,
// 498), the Azure DevOps CLI extension (python3-azext-devops, 658), the FreeIPA client (python3-ipaclient, 238), the OpenStack
// workflow service (python3-mistral, 228); Zigbee (python3-zigpy, medium, 48), Hyper-V utilities (python3-os-win, 60), a web
// framework (python3-cherrypy3, 42), a C++ binding generator (python3-pybindgen, 33), file systems (python3-fsspec, 41), import
// sorting (python3-isort, 39); privilege separation (python3-oslo.privsep, small, 8), configuration (python3-confuse, 7), GPX files
// (python3-gpxpy, 7), a Jupyter terminal client (python3-jupyter-console, 7), EXIF (python3-piexif, 11). NOT RUN YET: blind.
export const VALIDATE_HELD_OUT_8_PY: readonly string[] = ['kmip', 'veusz', 'SoftLayer', 'azext_devops', 'ipaclient', 'mistral', 'zigpy', 'os_win', 'cherrypy', 'pybindgen', 'fsspec', 'isort', 'oslo_privsep', 'confuse', 'gpxpy', 'jupyter_console', 'piexif'];

/**
 * HELD OUT 9 (Python), session 16: rule, seed 2916, quotas (large 3, medium 5, small 4) and targets per package (20)
 * in bench/support/validate-draw-9-py.ts, committed (206c931, 06:46 UTC) before the draw and before any run; drawn by
 * `tsx bench/support/validate-draw-9-py-run.ts` (walk in bench/results/validate-draw-9-py-walk.txt) and committed
 * before any run of bench:validate on them. Run once, blind:
 * `npm run bench:validate -- --set heldout9 --lang Python --per-package 20` (split with `--only`).
 */
export const VALIDATE_HELD_OUT_9_PY: readonly string[] = ['heat', 'datalad', 'scapy', 'sqlobject', 'ndcube', 'tackerclient', 'ironicclient', 'migrate', 'cliff', 'rest_flex_fields', 'installer', 'geoip2'];

/**
 * Python held out 10 (session 17), declared in bench/support/validate-draw-10-py.ts (0b0431d) before the draw and
 * before any run; drawn by `tsx bench/support/validate-draw-10-py-run.ts` (walk in
 * bench/results/validate-draw-10-py-walk.txt) and committed here before its first run: pyglet, stdnum, neo (large);
 * debugpy, rosdep2, masakarimonitors, yaql, fastapi (medium); oslo_service, importlib_metadata, DistUtilsExtra,
 * aiohttp_cors (small). Run once, blind: `npm run bench:validate -- --set heldout10 --lang Python --per-package 20`.
 */
export const VALIDATE_HELD_OUT_10_PY: readonly string[] = ['pyglet', 'stdnum', 'neo', 'debugpy', 'rosdep2', 'masakarimonitors', 'yaql', 'fastapi', 'oslo_service', 'importlib_metadata', 'DistUtilsExtra', 'aiohttp_cors'];

/**
 * Python held out 11 (session 18), declared in bench/support/validate-draw-11-py.ts (402e9c3) before the draw and
 * before any run; drawn by `tsx bench/support/validate-draw-11-py-run.ts` (walk in
 * bench/results/validate-draw-11-py-walk.txt) and committed here before its first run: neutronclient, dask, UM
 * (large); folium, chargebee, trove_dashboard, ulmo, cleo (medium); openrazer, matplotlib_venn, httpbin, measurement
 * (small). Run once, blind: `npm run bench:validate -- --set heldout11 --lang Python --per-package 20`.
 */
export const VALIDATE_HELD_OUT_11_PY: readonly string[] = ['neutronclient', 'dask', 'UM', 'folium', 'chargebee', 'trove_dashboard', 'ulmo', 'cleo', 'openrazer', 'matplotlib_venn', 'httpbin', 'measurement'];

/**
 * Python held out 12 (session 19), declared in bench/support/validate-draw-12-py.ts (9f81f12) before the draw and
 * before any run; drawn by `tsx bench/support/validate-draw-12-py-run.ts` (walk in
 * bench/results/validate-draw-12-py-walk.txt) and committed here before its first run, large to small: designate (308 .py files), swift (154 .py files), watcher (273 .py files), ubelt (31 .py files), pyranges (43 .py files), asdf (64 .py files), nio (43 .py files), pex (41 .py files), libarchive (8 .py files), jeepney (15 .py files), pyrad (11 .py files), txsni (5 .py files).
 * Run once, blind: `npm run bench:validate -- --set heldout12 --lang Python --per-package 20`.
 */
export const VALIDATE_HELD_OUT_12_PY: readonly string[] = ['designate', 'swift', 'watcher', 'ubelt', 'pyranges', 'asdf', 'nio', 'pex', 'libarchive', 'jeepney', 'pyrad', 'txsni'];

/**
 * Python held out 13 (session 20), declared in bench/support/validate-draw-13-py.ts (b3d38ce) before the draw and
 * before any run; drawn by `tsx bench/support/validate-draw-13-py-run.ts` (19:07-19:41 UTC, walk in
 * bench/results/validate-draw-13-py-walk.txt) and committed here before its first run, large to small: sasmodels (114 .py
 * files), octavia (379), dateparser (236); cinderclient (50), sensor_msgs (32), suds (57), elementpath (48), breathe (30);
 * potr (8), webvtt (8), gjson (5), rdata (5).
 * Run once, blind: `npm run bench:validate -- --set heldout13 --lang Python --per-package 20`.
 */
export const VALIDATE_HELD_OUT_13_PY: readonly string[] = ['sasmodels', 'octavia', 'dateparser', 'cinderclient', 'sensor_msgs', 'suds', 'elementpath', 'breathe', 'potr', 'webvtt', 'gjson', 'rdata'];

/**
 * Python held out 14 (session 21), declared in bench/support/validate-draw-14-py.ts (cd577e6) before the draw and
 * before any run; run with the dependency adapter on Debian's dist-packages (`--deps /usr/lib/python3/dist-packages`).
 * Drawn by `tsx bench/support/validate-draw-14-py-run.ts` (22:46-23:21 UTC, walk in
 * bench/results/validate-draw-14-py-walk.txt) and committed here before its first run, large to small: mne (362 .py
 * files), lib389 (138), pyqtgraph (229); git (python3-git, 37), wikkid (51), pywps (47), curator
 * (python3-elasticsearch-curator, 43), neutron_dynamic_routing (55); aiorpcx (9), molotov (14), pebble (15), roslib (18).
 * Run once, blind: `npx tsx bench/validate.ts --set heldout14 --lang Python --per-package 20 --deps
 * /usr/lib/python3/dist-packages`.
 */
export const VALIDATE_HELD_OUT_14_PY: readonly string[] = ['mne', 'lib389', 'pyqtgraph', 'git', 'wikkid', 'pywps', 'curator', 'neutron_dynamic_routing', 'aiorpcx', 'molotov', 'pebble', 'roslib'];

/**
 * HELD OUT 22 (TypeScript/JavaScript), session 29: rule, seed 9622, caps, the generator-count continuation and targets per
 * package in bench/support/validate-draw-22.ts, committed (49620ad) before the draw and before any run of bench:validate on
 * these packages; the members below are what `tsx bench/support/validate-draw-22-run.ts` drew (walk in
 * bench/results/validate-draw-22-walk.txt: the walk's cut-off 23:20 UTC came with 6 TypeScript and 3 JavaScript drawn), in
 * the draw's order (the run's queue order), pinned in bench/corpora-validate22.
 */
export const NPM_VALIDATE_HELD_OUT_22: readonly NpmSource[] = [
  { name: '@foliojs-fork/restructure', kind: 'js', dir: 'src' },
  { name: '@kayahr/text-encoding', kind: 'ts', dir: 'src' },
  { name: 'generic-pool', kind: 'js', dir: 'lib' },
  { name: 'id128', kind: 'js', dir: 'src' },
  { name: '@gltf-transform/functions', kind: 'ts', dir: 'src' },
  { name: 'scrivito', kind: 'ts', dir: 'src' },
  { name: 'n4s', kind: 'ts', dir: 'src' },
  { name: '@zxcvbn-ts/core', kind: 'ts', dir: 'src' },
  { name: 'phrase-js', kind: 'ts', dir: 'src' },
];
