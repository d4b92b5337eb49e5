#!/usr/bin/env bash
# Installs what the test suite needs when it is missing: redis-server and redis-tools (redis-cli,
# also used to build the Redis Cluster of the cluster tests), black (a real formatter for the
# suggestion-outcome tests), and the Debian Python packages whose sources are the real-world
# corpora of the tests (under /usr/lib/python3/dist-packages). Then `npm ci` if node_modules is
# absent or stale: the product and its test tools only. With DYCODER_BENCH_DEPS=1 (as
# `npm run bench:setup` runs it) also the benchmarks' Python corpora; their TypeScript corpora
# are installed by scripts/bench-setup.sh into bench/corpora.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(redis-server redis-tools black python3 python3-requests python3-flask python3-click python3-jinja2 python3-werkzeug python3-rich)
# Go: the oracle of the Go front end (go/parser, test/support/go-ast-oracle.go) and real Go
# sources under /usr/share/gocode/src for its tests.
# golang.org/x/sys: build constraints in the answer checks (test/core/languages/go/build-constraints.test.ts).
# ugorji/go's codec (named results assigned by `:=`) and goldmark (a type embedding another package's type) for the
# answer checks (test/core/languages/go/answer-checks.test.ts); sarama, a package of 107 files, read whole by the answer
# checks (test/core/languages/go/answer-checks-scope-s13.test.ts).
APT_PACKAGES+=(golang-go golang-github-pkg-errors-dev golang-github-spf13-cobra-dev golang-gopkg-yaml.v3-dev golang-github-google-go-cmp-dev
  golang-golang-x-sys-dev golang-github-ugorji-go-codec-dev golang-github-yuin-goldmark-dev golang-github-shopify-sarama-dev)
# heroku-go: a method of a parameter's type in a 5,000-line generated file (test/core/retrieval/go-signature-type-methods.test.ts).
APT_PACKAGES+=(golang-github-cyberdelia-heroku-go-dev)
# Real Rust crates the Rust front end's tests read (under /usr/share/cargo/registry).
APT_PACKAGES+=(librust-anyhow-dev librust-itertools-dev librust-syn-dev librust-gimli-dev librust-time-dev librust-http-dev
  librust-rustc-serialize-dev librust-minimal-lexical-dev librust-rustix-dev librust-webpki-dev)
# Rust answer checks, session 13 (test/core/languages/rust/answer-checks-crate-types.test.ts).
APT_PACKAGES+=(librust-uuid-dev librust-clap-2-dev)
# ... and session 14 (test/core/languages/rust/answer-checks-s14.test.ts: tiff, rustls; after held out 7's blind run gio and
# gtk, a renamed dependency at a path's head, and rustls-native-certs, a file behind `#[cfg(windows)] mod windows;`).
APT_PACKAGES+=(librust-tiff-dev librust-rustls-dev librust-gio-dev librust-gtk-dev librust-rustls-native-certs-dev)
# ... and session 15 (test/core/languages/rust/answer-checks-s15.test.ts: held out 7's misses and rav1e's false rejection).
APT_PACKAGES+=(librust-quinn-proto-dev librust-clap-derive-3-dev librust-jobserver-dev librust-rav1e-dev librust-sequoia-openpgp-dev)
# ... and session 16 (test/core/languages/rust/answer-checks-s16.test.ts: cexpr, schannel, cairo-rs from held out 8; smawk from held out 9).
APT_PACKAGES+=(librust-cexpr-dev librust-schannel-dev librust-cairo-rs-dev librust-smawk-dev)
# ... and session 17 (test/core/languages/rust/answer-checks-s17.test.ts: cargo's `[lib] path`, reqwest's two Response types).
APT_PACKAGES+=(librust-cargo-dev librust-reqwest-dev)
# Go answer checks, session 17 (test/core/languages/go/answer-checks-signature-scope-s17.test.ts: otel, runc, jose2go, CNI plugins).
APT_PACKAGES+=(golang-opentelemetry-otel-dev golang-github-opencontainers-runc-dev golang-github-dvsekhvalnov-jose2go-dev
  golang-github-containernetworking-plugins-dev)
# Rust retrieval, session 14: an impl's own struct shown with its fields (test/core/retrieval/rust-type-over-impl.test.ts).
APT_PACKAGES+=(librust-h2-dev)
# Rust answer checks, session 18 (test/core/languages/rust/answer-checks-s18.test.ts: colored, git2, im-rc, plotters-backend,
# tiny-skia, xattr).
APT_PACKAGES+=(librust-colored-dev librust-git2-dev librust-im-rc-dev librust-plotters-backend-dev librust-tiny-skia-dev librust-xattr-dev)
# Answer checks, session 20 (test/core/languages/{java,rust,go}/answer-checks-s20.test.ts): BeanShell's sources (Allman braces,
# `import bsh.*;`), platform-info (`extern crate winapi;` + `use self::winapi::..::*;`), CNI (a loop variable shadowing the receiver).
APT_PACKAGES+=(bsh-src librust-platform-info-dev golang-github-appc-cni-dev)
# ... and the lead's (answer-checks-glob-macros: encoding_rs's globs of modules declaring items through macros).
APT_PACKAGES+=(librust-encoding-rs-dev)
# Java answer checks, session 21 (test/core/languages/java/dependency-checks-s21.test.ts, test/adapters/dependencies,
# test/core/dependencies): the servlet API's jar that BeanShell's servlet extends, Guava's jar and poms, javac/javap 17.
APT_PACKAGES+=(libservlet-api-java libguava-java openjdk-17-jdk-headless)
# ... and session 21's (test/core/languages/{rust,go}/answer-checks-s21.test.ts: clipboard's edition-2015 glob, pprof's local named
# as its type, go-sqlite3's vtable example).
APT_PACKAGES+=(librust-clipboard-dev golang-github-google-pprof-dev golang-github-mattn-go-sqlite3-dev)
# ... and session 22's (test/core/languages/rust/answer-checks-s22.test.ts, test/adapters/dependencies/rust-registry.test.ts:
# other crates' traits read from Debian's cargo registry; apt brings serde, syn, chrono, noop_proc_macro and serde_derive with them).
APT_PACKAGES+=(librust-v-frame-dev librust-pin-project-internal-dev librust-chrono-tz-dev librust-sequoia-wot-dev librust-alloc-no-stdlib-dev librust-vm-superio-dev)
# ... and session 23's (test/core/languages/rust/answer-checks-s23.test.ts: rust_decimal over num-traits, byteorder's blanket
# impls; test/core/languages/rust/outline-past-cap.test.ts and test/adapters/local/fs-repo-source-outline.test.ts: encoding_rs).
APT_PACKAGES+=(librust-rust-decimal-dev librust-num-traits-dev librust-byteorder-dev librust-filespooler-dev)
# ... and session 24's (test/core/languages/rust/answer-checks-s24.test.ts: lexical-core's `perftools_inline!` items; also on
# the bench list, held out 16).
APT_PACKAGES+=(librust-lexical-core-dev)
# ... and session 26's (test/core/languages/rust/answer-checks-s26.test.ts: simplelog's numbered fields, cargo_metadata's serde
# derives, concolor's bitflags type, rmp-serde's serde impls, debcargo's glob of its library, proptest's and portable-atomic's test
# modules; held out 18's, also on the bench list).
APT_PACKAGES+=(librust-simplelog-dev librust-cargo-metadata-dev librust-concolor-dev librust-rmp-serde-dev librust-debcargo-dev librust-proptest-dev
  librust-portable-atomic-dev)
# ... and session 26 T3b's (test/core/languages/rust/answer-checks-s26b.test.ts: libudev's `::ffi::..` through the root's
# `extern crate libudev_sys as ffi;`, libloading's nested turbofish; held out 19's, also on the bench list).
APT_PACKAGES+=(librust-libudev-dev librust-libloading-dev)
# ... and session 28's (test/core/languages/rust/answer-checks-s28.test.ts: held out 20's xcb, plotters-bitmap, cookie, hyphenation,
# brotli-decompressor and capnp-rpc, also on the bench list; test/bench/rust-member-split.test.ts: fnv's src-less folder).
APT_PACKAGES+=(librust-xcb-dev librust-plotters-bitmap-dev librust-cookie-dev librust-hyphenation-dev librust-brotli-decompressor-dev
  librust-capnp-rpc-dev librust-fnv-dev)
# ... and crates earlier sessions' tests read that were on the bench list only or came in as another package's dependency
# (answer-checks-s24/s26/s27: chrono, datetime, serde, serde_derive, trust-dns-server): named, so no install order hides them.
APT_PACKAGES+=(librust-chrono-dev librust-datetime-dev librust-serde-dev librust-serde-derive-dev librust-trust-dns-server-dev)
# Go answer checks, session 22 (test/core/languages/go/answer-checks-s22.test.ts: gomega's dot import of its root package and
# `matchers := matchers(..)`, mockgen's dot imports of "context" and "net/http", x/mod's type switch on a parameter).
APT_PACKAGES+=(golang-gomega-dev golang-github-golang-mock-dev golang-golang-x-mod-dev)
# ... and session 23's (test/core/languages/go/answer-checks-s23.test.ts: recli's `reflect.ValueOf(data).Elem()`, a standard
# library method's result).
APT_PACKAGES+=(golang-github-audriusbutkevicius-recli-dev)
# Java answer checks, session 23 (test/core/languages/java/static-on-demand-s23.test.ts): OpenJFX's javafx.controls sources and
# the javafx.graphics / javafx.base jars their `import static javafx.scene.input.KeyCode.*;` reads.
APT_PACKAGES+=(openjfx-source libopenjfx-java)
# Real Python classes the answer checks' tests read (test/core/languages/python: tenacity, more_itertools,
# distributed, docker, hamcrest).
APT_PACKAGES+=(python3-tenacity python3-more-itertools python3-distributed python3-docker python3-hamcrest)
# ... and session 15's (getattr-reach, scope-files, stdlib-star-imports tests: mongomock, pyjks, dendropy, keystoneauth1, gpxpy).
APT_PACKAGES+=(python3-mongomock python3-pyjks python3-dendropy python3-keystoneauth1 python3-gpxpy)
# ... and session 16's (package-imports and line-continuation tests: zigpy, transip).
APT_PACKAGES+=(python3-zigpy python3-transip)
# ... and session 17's (compat-metaclass tests: sqlobject, scapy, datalad, fsspec).
APT_PACKAGES+=(python3-sqlobject python3-scapy python3-datalad python3-fsspec)
# ... and the Python mutant generator's closed/open labels (test/bench/py-mutants.test.ts: migrate, cliff).
APT_PACKAGES+=(python3-migrate python3-cliff)
# ... and the nested star-import test (test/core/languages/python/nested-star-exports.test.ts: pyglet)
APT_PACKAGES+=(python3-pyglet)
# ... and session 18's (nested-constructed-locals, object-members-dynamic tests: oslo.service, measurement).
APT_PACKAGES+=(python3-oslo.service python3-measurement)
# ... and session 19's (read-only-decorator test: Uranium's @signalemitter classes).
APT_PACKAGES+=(python3-uranium)
# ... and session 20's (module-globals, unbound-name-message, aliased-stdlib-base tests: libarchive-c's ffi.py, pex, pyranges, ubelt).
APT_PACKAGES+=(python3-libarchive-c python3-pex python3-pyranges python3-ubelt)
# Read by tests that came with benchmark sets and were only installed by the bench list (found in session 20 by
# mapping every Debian path the tests name to its package): astroquery, keystone, pmw (class-patches), nose
# (attribute-receivers), irodsclient and fs (six-metaclass), graphviz (module-import), x2go (subscripted-bases,
# import-elsewhere), and Rust's tracing-subscriber (answer-checks-traits-scope).
APT_PACKAGES+=(python3-astroquery python3-keystone python3-pmw python3-nose python3-irodsclient python3-fs python3-graphviz python3-x2go
  librust-tracing-subscriber-dev)
# ... and session 21's (dependency-bases, python-local and python-index tests: octavia's controllers over pecan's
# RestController, pecan's and PyYAML's sources built into wheels).
APT_PACKAGES+=(python3-octavia python3-pecan python3-yaml)
# ... and session 22's (known-class-decorators, getattr-normal-lookup, mixin-users, stub-bases tests and the mutant
# generator's test: wikkid's @implementer stores, git's PushInfoList, neutron-dynamic-routing's BgpDbMixin with the
# neutron / neutron-lib modules it extends, Uranium's ListModel over PyQt5's .pyi stubs, roslib's nested `check`, lib389's Backend, ldap3's MockBaseStrategy).
APT_PACKAGES+=(python3-wikkid python3-zope.interface python3-git python3-neutron-dynamic-routing python3-neutron python3-neutron-lib python3-lib389 python3-ldap3
  python3-pyqt5 python3-roslib)
# ... and session 23's (mixin-cheap-scan, try-import-alternatives, getattr-delegate tests: openstacksdk's
# ComputeCloudMixin over its 375 modules, ldap3's CaseInsensitiveDict, gitdb's _RandomAccessBytesIO).
APT_PACKAGES+=(python3-openstacksdk python3-gitdb)
# ... and session 24's (dependency-class-decorator, python2-only-imports and abc-registration tests: networking-bgpvpn's
# classes under neutron-lib's @registry.has_registry_receivers, python3-neutron-lib above; zlmdb's PersistentMap over
# UserDict/collections.abc; autobahn's classes registered with its ABCs; python3-jinja2, above, for its LRUCache).
APT_PACKAGES+=(python3-networking-bgpvpn python3-zlmdb python3-autobahn)
# ... and the lead's (subclass-override-arity: SRS's Base.reverse calls self.parse as its subclasses override it).
APT_PACKAGES+=(python3-srs)
# TypeScript's @types packages seen without an import (test/core/languages/typescript/ambient-types.test.ts): Debian's
# @types/codemirror under /usr/share/nodejs, whose `export as namespace CodeMirror` is a global.
APT_PACKAGES+=(libjs-codemirror)
APT_PACKAGES+=(node-jquery node-lodash)
# Session 25 (T1): star imports (star-import-modules: ontospy's cli.py and extras/hacks/server.py) and a base named
# through star-importing packages (star-package-bases: plasTeX's natbib over Base.cite); both held out 17 packages.
APT_PACKAGES+=(python3-ontospy python3-plastex)
# ... and after held out 18's blind run (name-error-guard: einsteinpy's in_ipynb reads get_ipython under except NameError).
APT_PACKAGES+=(python3-einsteinpy)
# ... and (classmethod-class-decorator: mutagen's asf object classes under @BaseObject._register, a classmethod).
APT_PACKAGES+=(python3-mutagen)
# Session 26 (T1): a class handed on through calls of calls (handed-class-calls: slixmpp's Label under
# register_stanza_plugin; a held out 16 package). subclass-override-arity reads python3-srs, above.
APT_PACKAGES+=(python3-slixmpp)
# Session 27 (T1), after held out 19's blind run: stdlib-private-star (future's backports/datetime.py star-imports _datetime),
# nested-same-name-def (IPython's ExecutionMagics.run defines its own `run`), recursive-target-arity (whoosh's do_wildcards),
# typevar-bound-class (x2gobroker over tornado's RequestHandler), metaclass-rewrites-namespace (IPython over traitlets).
APT_PACKAGES+=(python3-future python3-ipython python3-whoosh python3-x2gobroker python3-tornado python3-traitlets)
# Session 29 (T1), after held out 21's blind run: abstract-receiver (quart's ResponseBody(ABC) and its subclasses) and the
# bench's dynamic-class label checked against CPython's own MRO (test/bench/py-class-dynamic.test.ts: pynetbox).
APT_PACKAGES+=(python3-quart python3-pynetbox)
# Session 28 (T1), after held out 20's blind run: subclass-hooks (electrum's BaseWizard) and metaclass-plain-prepare
# (pyof = python3-openflow's MetaStruct): their tests read these sources, so they are on the test list, not only the bench's.
APT_PACKAGES+=(python3-electrum python3-openflow)
# ... and two more read by tests from the bench list only: top-level-def-in-body (seaborn's widgets.py, session 28) and
# registry-nested-cls (dateparser's @registry, session 20).
APT_PACKAGES+=(python3-seaborn python3-dateparser)
# Java: the oracle of the Java front end (javac's tree API, bench/java-oracle/JavaOracle.java) and the JDK's
# own sources (lib/src.zip of openjdk-17-source, read with unzip) that its tests and bench:parse-java read.
APT_PACKAGES+=(default-jdk-headless openjdk-17-source unzip)
# Bazel's Java sources (test/core/retrieval/java-package-types.test.ts, java/answer-checks-generated-types.test.ts,
# test/bench/member-split-go-java.test.ts) and go-kit (the Go closed/open member label's test).
APT_PACKAGES+=(bazel-bootstrap-source golang-github-go-kit-kit-dev)
# The retrieval benchmark's corpora (bench/support/packages.ts: tuning, held-out, held-out 2, 5 and 6), sympy, and
# bench:e2e's repositories (click, rich, networkx and the 859-file python3-django).
if [[ "${DYCODER_BENCH_DEPS:-0}" == "1" ]]; then
  APT_PACKAGES+=(python3-sympy python3-pygments python3-docutils python3-yaml python3-babel python3-sqlalchemy
    python3-urllib3 python3-dateutil python3-pyparsing python3-packaging python3-pytest python3-markdown python3-bs4
    python3-paramiko python3-jsonschema python3-tomlkit python3-networkx python3-httpx python3-marshmallow
    python3-sqlparse python3-astroid python3-openpyxl python3-sphinx python3-pyasn1-modules python3-mpmath
    python3-joblib python3-oauthlib python3-markdown-it python3-hamcrest python3-chardet python3-anyio python3-tqdm
    python3-snowballstemmer python3-httpcore
    python3-hglib python3-pubsub python3-scour python3-bioblend python3-brian
    python3-ws4py python3-django-iconify python3-topplot python3-mailmanclient python3-discord
    python3-rosmaster python3-gleetex python3-icalendar python3-textual python3-pysaml2
    python3-vttlib python3-requirements-detector python3-jmespath python3-dpkt python3-bumps
    python3-django)
  # bench:validate's Python sets (bench/support/validate-sets.ts): tuning and held out.
  APT_PACKAGES+=(python3-h11 python3-pluggy python3-tinydb python3-tenacity python3-more-itertools python3-rfc3986
    python3-distributed python3-docker python3-nose python3-donfig python3-nameparser
    python3-manila python3-irodsclient python3-oauth2client python3-librecaptcha python3-mesonpy
    python3-keystone python3-clustershell python3-lingua-franca python3-webdavclient python3-transip
    python3-libcloud python3-ipykernel python3-x2go python3-vulndb python3-airr
    python3-astroquery python3-searx python3-pmw python3-actionlib python3-graphviz python3-readability python3-httpretty python3-drmaa
    python3-keystoneauth1)
  # ... and bench:validate's Python held out 7 (bench/support/validate-draw-7.ts, drawn in session 14).
  APT_PACKAGES+=(python3-ezdxf python3-murano python3-dendropy python3-troveclient python3-gnocchi python3-freezer-api
    python3-fs python3-pyjks python3-pilkit python3-pymysql python3-mongomock)
  # ... and bench:validate's Python held out 8 (bench/support/validate-draw-8-py.ts, drawn in session 15, not yet run).
  APT_PACKAGES+=(python3-pykmip python3-veusz python3-softlayer python3-azext-devops python3-ipaclient python3-mistral
    python3-zigpy python3-os-win python3-cherrypy3 python3-pybindgen python3-fsspec python3-isort python3-oslo.privsep
    python3-confuse python3-gpxpy python3-jupyter-console python3-piexif)
  # ... and its held out 9 (bench/support/validate-draw-9-py.ts, session 16) and held out 10 (validate-draw-10-py.ts, session 17).
  APT_PACKAGES+=(python3-heat python3-datalad python3-scapy python3-sqlobject python3-ndcube python3-tackerclient
    python3-ironicclient python3-migrate python3-cliff python3-djangorestframework-flex-fields python3-installer python3-geoip2)
  APT_PACKAGES+=(python3-pyglet python3-stdnum python3-neo python3-debugpy python3-rosdep2 python3-masakari-monitors
    python3-yaql python3-fastapi python3-oslo.service python3-importlib-metadata python3-distutils-extra python3-aiohttp-cors)
  # ... and its held out 11 (bench/support/validate-draw-11-py.ts, session 18).
  APT_PACKAGES+=(python3-neutronclient python3-dask python3-uranium python3-folium python3-chargebee python3-trove-dashboard
    python3-ulmo python3-cleo python3-openrazer python3-matplotlib-venn python3-httpbin python3-measurement)
  # ... and its held out 12 (bench/support/validate-draw-12-py.ts, session 19).
  APT_PACKAGES+=(python3-designate python3-swift python3-watcher python3-ubelt python3-pyranges python3-asdf python3-matrix-nio python3-pex python3-libarchive-c python3-jeepney python3-pyrad python3-txsni)
  # ... and its held out 13 (bench/support/validate-draw-13-py.ts, session 20).
  APT_PACKAGES+=(python3-sasmodels python3-octavia python3-dateparser python3-cinderclient python3-sensor-msgs python3-suds
    python3-elementpath python3-breathe python3-potr python3-webvtt python3-gjson python3-rdata)
  # bench:validate-brace's thirteenth Java held-out set (bench/support/validate-java-sets13.ts, session 21), run with
  # `--deps debian`: the drawn packages' binaries and, through apt, their Debian dependencies (the jars their classes extend);
  # and held out 11/12's packages with theirs, for the dependency reruns of their misses (diagnose-java-checks.ts DEPS=debian).
  APT_PACKAGES+=(libbuild-helper-maven-plugin-java libjenkins-trilead-ssh2-java libmodello-maven-plugin-java junit4 libhttpcore-java
    libhttpunit-java libjdo-api-java groovy libguava-java)
  APT_PACKAGES+=(libasm-java libbcel-java libjcommon-java bnd libcglib-java libxalan2-java libmaven-bundle-plugin-java libjfreechart-java
    libsaxon-java libservlet-api-java)
  # ... and its held out 14 (bench/support/validate-draw-14-py.ts, session 21; apt installs their Debian dependencies,
  # which the run reads base classes from).
  APT_PACKAGES+=(python3-mne python3-lib389 python3-pyqtgraph python3-git python3-wikkid python3-pywps
    python3-elasticsearch-curator python3-neutron-dynamic-routing python3-aiorpcx python3-molotov python3-pebble python3-roslib)
  # ... and its held out 15 (bench/support/validate-draw-15-py.ts, session 22; run with their Debian dependencies too).
  APT_PACKAGES+=(python3-openstacksdk python3-barbican python3-ldap3 python3-astroml python3-doit python3-lexicon
    python3-ufo2ft python3-binwalk python3-transmissionrpc python3-rebulk python3-enchant python3-sql)
  # ... and its held out 16 (bench/support/validate-draw-16-py.ts, session 23; run with their Debian dependencies too).
  APT_PACKAGES+=(python3-autobahn python3-boto python3-slixmpp python3-pymdownx python3-lttnganalyses python3-pdbtools
    python3-pypdf2 python3-networking-bgpvpn python3-zlmdb python3-partd python3-aiormq python3-meshplex)
  # ... and its held out 17 (bench/support/validate-draw-17-py.ts, session 24; run with their Debian dependencies too).
  APT_PACKAGES+=(python3-nipy python3-twilio python3-plastex python3-virtualenv python3-ontospy python3-barman
    python3-rope python3-jenkins-job-builder python3-srs python3-shodan python3-numpy-groupies python3-amqplib)
  # ... and its held out 18 (bench/support/validate-draw-18-py.ts, session 25; run with their Debian dependencies too).
  APT_PACKAGES+=(python3-fake-factory python3-aioxmpp python3-reportlab python3-mutagen python3-einsteinpy python3-hdmf
    python3-certbot python3-graphene python3-dbfread python3-pydecorate python3-clap python3-tzlocal)
  # ... and its held out 19 (bench/support/validate-draw-19-py.ts, drawn in session 27; run with their Debian dependencies too).
  APT_PACKAGES+=(python3-future python3-whoosh python3-ipython python3-firewall python3-ffcx python3-boltons
    python3-x2gobroker python3-glyphslib python3-path python3-rsa python3-gabbi python3-easyansi)
  # ... and its held out 20 (bench/support/validate-draw-20-py.ts, drawn in session 27; run with their Debian dependencies too).
  APT_PACKAGES+=(python3-mintpy python3-keystoneclient python3-electrum python3-opencv-apps python3-openflow python3-quantities
    python3-fiat python3-seaborn python3-daphne python3-opentimestamps python3-artifacts python3-u2flib-server)
  # ... and its held out 21 (bench/support/validate-draw-21-py.ts, drawn in session 28; run with their Debian dependencies too).
  APT_PACKAGES+=(python3-kubernetes python3-translate python3-glue python3-bayespy python3-pynpoint python3-pyghmi
    python3-quart python3-mako python3-bitbucket-api python3-beziers python3-pynetbox python3-msal-extensions)
  # ... and its held out 22 (bench/support/validate-draw-22-py.ts, drawn in session 29; run with their Debian dependencies too).
  APT_PACKAGES+=(python3-senlin python3-nipype python3-spyne python3-nbconvert python3-trufont python3-kombu
    python3-muranoclient python3-pygccxml python3-wsproto python3-extruct python3-jwcrypto python3-etesync)
  # bench:validate-brace's fourth Java held-out set (bench/support/validate-java-sets4.ts): Java sources that are not the JDK's.
  APT_PACKAGES+=(openjfx-source bsh-src)
  # ... and its fifth (bench/support/validate-java-sets5.ts): the JDK's Swing demos with their src.zip.
  APT_PACKAGES+=(openjdk-17-demo)
  # bench:retrieval's sixth Java held-out set (bench/support/java-corpus.ts, javaHeldOut6) and bench:validate-brace's
  # (bench/support/validate-java-sets6.ts) read Bazel's Java sources too: bazel-bootstrap-source is in the test list above.
  # bench:parse-rust: the syn oracle (bench/rust-oracle, built offline by Debian's cargo) and its corpus crates.
  APT_PACKAGES+=(cargo rustc librust-syn-dev librust-proc-macro2-dev librust-quote-dev librust-regex-dev librust-serde-dev
    librust-clap-dev librust-anyhow-dev librust-itertools-dev)
  # The Rust corpora of bench:retrieval --lang rust and bench:stubs (bench/support/rust-corpus.ts): a package
  # for every crate of its written population (tuning, held out, and the rest the draw counts).
  APT_PACKAGES+=(librust-ahash-0.7-dev librust-backtrace-dev librust-bumpalo-dev librust-bytes-dev librust-cc-dev
    librust-clap-derive-dev librust-crc32fast-dev librust-crossbeam-channel-dev librust-crossbeam-epoch-dev
    librust-crossbeam-utils-dev librust-erased-serde-dev librust-errno-dev librust-flate2-dev librust-getrandom-dev
    librust-gimli-dev librust-hashbrown-dev librust-heck-dev librust-indexmap-dev librust-io-lifetimes-dev
    librust-lock-api-dev librust-log-dev librust-memchr-dev librust-memoffset-dev librust-miniz-oxide-dev librust-mio-dev
    librust-object-dev librust-once-cell-dev librust-os-pipe-dev librust-os-str-bytes-dev librust-parking-lot-core-dev
    librust-parking-lot-dev librust-petgraph-dev librust-ppv-lite86-dev librust-proc-macro-error-dev
    librust-proc-macro-hack-dev librust-rand-core-dev librust-rand-dev librust-rayon-core-dev librust-rayon-dev
    librust-regex-syntax-dev librust-rustix-dev librust-serde-derive-dev librust-socket2-dev librust-spin-dev
    librust-sval-dev librust-syn-mid-dev librust-tiny-keccak-dev librust-tokio-dev librust-tracing-core-dev
    librust-tracing-dev librust-unicase-dev librust-unicode-segmentation-dev librust-uniquote-dev librust-valuable-dev
    librust-value-bag-dev)
  # Rust held out 3 (bench/support/rust-corpus.ts RUST_HELD_OUT3_PACKAGES): crates not installed before, and their dependencies.
  APT_PACKAGES+=(librust-nix-dev librust-chrono-dev librust-nom-dev librust-serde-json-dev librust-time-dev librust-hyper-dev
    librust-toml-edit-dev librust-aho-corasick-dev librust-bstr-dev librust-url-dev librust-h2-dev librust-futures-util-dev
    librust-tracing-subscriber-dev librust-num-bigint-dev librust-regex-automata-dev librust-toml-dev librust-semver-dev
    librust-walkdir-dev librust-globset-dev librust-ignore-dev)
  # The Go corpora of bench:parse-go and bench:retrieval --lang go (bench/support/go-corpus.ts).
  APT_PACKAGES+=(golang-github-sirupsen-logrus-dev golang-github-gorilla-mux-dev golang-github-burntsushi-toml-dev
    golang-github-stretchr-testify-dev golang-github-urfave-cli-dev golang-github-go-chi-chi-dev golang-golang-x-sync-dev
    golang-github-dustin-go-humanize-dev golang-github-google-uuid-dev golang-github-spf13-afero-dev
    golang-github-olekukonko-tablewriter-dev golang-github-pelletier-go-toml-dev golang-github-fsnotify-fsnotify-dev
    golang-golang-x-text-dev)
  # Go held out 2's population 2 (bench/support/go-corpus.ts GO_POPULATION_2).
  APT_PACKAGES+=(golang-github-davecgh-go-spew-dev golang-github-hashicorp-hcl-dev golang-github-magiconair-properties-dev
    golang-github-mattn-go-runewidth-dev golang-github-pkg-sftp-dev golang-github-rivo-uniseg-dev
    golang-github-russross-blackfriday-v2-dev golang-github-spf13-viper-dev golang-github-stretchr-objx-dev
    golang-golang-x-crypto-dev golang-golang-x-term-dev golang-gopkg-ini.v1-dev golang-gopkg-yaml.v2-dev)
  # Go held out 3 (bench/support/go-corpus.ts goHeldOut3, drawn from GO_DRAW_3 by its rule).
  APT_PACKAGES+=(golang-github-jimstudt-http-authentication-dev golang-github-cupcake-rdb-dev golang-github-xtaci-kcp-dev
    golang-github-vultr-govultr-dev golang-github-pion-webrtc.v3-dev golang-github-tideland-golib-dev)
  # Go held out 4 (bench/support/go-corpus.ts goHeldOut4, drawn from GO_DRAW_4 by its rule).
  APT_PACKAGES+=(golang-github-bradleyjkemp-cupaloy-dev golang-github-golang-snappy-dev golang-github-cyberdelia-heroku-go-dev
    golang-github-pion-turn.v2-dev golang-github-docker-notary-dev golang-github-cilium-ebpf-dev)
  # Go held out 5 (bench/support/go-corpus.ts goHeldOut5, drawn from GO_DRAW_5 by its rule).
  APT_PACKAGES+=(golang-github-vincent-petithory-dataurl-dev golang-github-nebulouslabs-merkletree-dev golang-github-go-xorm-core-dev
    golang-github-maruel-panicparse-dev golang-github-lucas-clemente-quic-go-dev golang-github-prometheus-procfs-dev)
  # Go held out 6 (bench/support/go-corpus.ts goHeldOut6, drawn from GO_DRAW_6 by its rule).
  APT_PACKAGES+=(golang-github-google-wire-dev golang-github-juju-aclstore-dev golang-github-jmespath-go-jmespath-dev
    golang-github-openshift-imagebuilder-dev golang-github-git-lfs-git-lfs-dev golang-github-dgraph-io-badger-dev)
  # bench:e2e's Go and Rust repositories (bench/support/e2e-repos.ts); its Python ones are in the list above.
  APT_PACKAGES+=(golang-golang-x-net-dev librust-tokio-dev)
  # bench:validate-brace's third held-out sets (bench/support/validate-brace-sets3.ts): the drawn packages and the
  # ones installed to widen the population before the draw.
  APT_PACKAGES+=(golang-github-mattn-go-colorable-dev golang-github-pion-datachannel-dev golang-github-hashicorp-go-retryablehttp-dev
    golang-github-pion-sctp-dev golang-github-ugorji-go-codec-dev golang-github-minio-minio-go-v7-dev golang-gvisor-gvisor-dev
    golang-google-protobuf-dev golang-golang-x-tools-dev golang-github-miekg-dns-dev golang-github-klauspost-compress-dev
    golang-github-gorilla-websocket-dev golang-github-lib-pq-dev
    librust-minimal-lexical-dev librust-rustc-serialize-dev librust-http-dev librust-time-dev librust-toml-edit-dev librust-rkyv-dev
    librust-libm-dev librust-futures-util-dev librust-nix-dev librust-hyper-dev librust-chrono-dev librust-nom-dev librust-h2-dev
    librust-serde-json-dev librust-url-dev)
  # bench:validate-brace's fourth Rust held-out set (bench/support/validate-rust-sets4.ts): installed to widen the
  # population before the draw (the drawn crates come with these or with the lists above).
  APT_PACKAGES+=(librust-async-std-dev librust-rustls-dev librust-image-dev librust-pest-dev librust-kstring-dev
    librust-webpki-dev librust-tokio-util-dev)
  # bench:validate-brace's fifth Rust held-out set (bench/support/validate-rust-sets5.ts): the large stratum's three crates
  # were installed before the draw; the drawn crates come with these packages.
  APT_PACKAGES+=(librust-sequoia-openpgp-dev librust-trust-dns-proto-dev librust-plotters-dev librust-uuid-dev librust-nom-dev
    librust-dirs-dev librust-chrono-dev librust-bindgen-dev librust-clap-2-dev librust-lalrpop-dev)
  # bench:validate-brace's sixth Rust held-out set (bench/support/validate-rust-sets6.ts): protobuf, zbus, glib and gio
  # were installed before the draw (the large stratum was empty); the drawn crates come with these packages.
  APT_PACKAGES+=(librust-protobuf-dev librust-zbus-dev librust-glib-dev librust-gio-dev librust-bytecount-dev librust-tiff-dev
    librust-ena-dev librust-nettle-dev)
  # bench:validate-brace's seventh Rust held-out set (bench/support/validate-rust-sets7.ts): gtk and rav1e were installed
  # before the draw (the large stratum was empty); the drawn crates come with these packages.
  APT_PACKAGES+=(librust-gtk-dev librust-rav1e-dev librust-clap-derive-3-dev librust-rustls-native-certs-dev librust-jobserver-dev
    librust-atk-dev librust-image-dev librust-quinn-proto-dev)
  # ... and the eighth (bench/support/validate-rust-sets8.ts): gtk4, winit and trust-dns-resolver were installed before the
  # draw (the large stratum was empty); the drawn crates come with these packages.
  APT_PACKAGES+=(librust-gtk4-dev librust-winit-dev librust-trust-dns-resolver-dev librust-cexpr-dev librust-sct-dev
    librust-schannel-dev librust-openssl-dev librust-gdk4-dev librust-cairo-rs-dev)
  # ... and the ninth (bench/support/validate-rust-sets9.ts): cargo, tower, rusqlite, reqwest and goblin were installed before
  # the draw (the large stratum was empty); the drawn crates come with these packages.
  APT_PACKAGES+=(librust-cargo-dev librust-tower-dev librust-rusqlite-dev librust-reqwest-dev librust-goblin-dev
    librust-widestring-dev librust-smawk-dev librust-serde-urlencoded-dev librust-graphene-rs-dev)
  # bench:validate-brace's tenth Go held-out set (bench/support/validate-brace-sets10-go.ts, session 19): its nine modules' packages
  # (spec, oxy and tcell v2 were missing on the session's machine and installed during the run, before their shards ran).
  APT_PACKAGES+=(golang-github-akavel-rsrc-dev golang-gopkg-httprequest.v1-dev golang-github-opentracing-opentracing-go-dev
    golang-github-go-openapi-spec-dev golang-github-appc-cni-dev golang-github-vulcand-oxy-dev golang-github-gdamore-tcell.v2-dev
    golang-github-juju-utils-dev golang-github-intel-goresctrl-dev)
  # ... and the twelfth Rust one (bench/support/validate-rust-sets12.ts, session 19): the drawn crates (bzip2, wayland-protocols and
  # jpeg-decoder were installed already, never drawn before; the other nine were installed after the draw).
  APT_PACKAGES+=(librust-platform-info-dev librust-ab-glyph-rasterizer-dev librust-tap-dev librust-tinystr-dev librust-harfbuzz-rs-dev
    librust-codespan-reporting-dev librust-plist-dev librust-bzip2-dev librust-uom-dev librust-wayland-protocols-dev
    librust-radix-trie-dev librust-jpeg-decoder-dev)
  # Session 20's sets: Go held out 11 (bench/support/validate-brace-sets11-go.ts; go-deadlock, gin and validator/v10 installed
  # after the draw) and Rust held out 13 (bench/support/validate-rust-sets13.ts; all twelve installed after the draw).
  APT_PACKAGES+=(golang-github-masterzen-winrm-dev golang-github-sasha-s-go-deadlock-dev golang-github-armon-circbuf-dev
    golang-github-gin-gonic-gin-dev golang-github-google-pprof-dev golang-github-mattn-go-sqlite3-dev
    golang-github-go-playground-validator-v10-dev golang-github-ulikunitz-xz-dev golang-github-hanwen-go-fuse-dev)
  APT_PACKAGES+=(librust-dotenv-dev librust-clipboard-dev librust-gettext-dev librust-smithay-clipboard-dev librust-approx-dev
    librust-quantiles-dev librust-hashlink-dev librust-blake2s-simd-dev librust-ntapi-dev librust-cpp-demangle-dev
    librust-encoding-rs-dev librust-pulldown-cmark-dev)
  # Session 21's sets: Rust held out 14 (bench/support/validate-rust-sets14.ts; v-frame and pin-project-internal installed already,
  # the other seven after the draw) and Go held out 12 (bench/support/validate-brace-sets12-go.ts; all nine installed already).
  APT_PACKAGES+=(librust-indefinite-dev librust-v-frame-dev librust-enum-ordinalize-dev librust-yaml-dev librust-pin-project-internal-dev
    librust-html2text-dev librust-chrono-tz-dev librust-sequoia-wot-dev librust-sha3-0.9-dev)
  # Session 22's: Rust held out 15 (bench/support/validate-rust-sets15.ts; vte, quick-xml and xxhash-rust installed already,
  # the other nine after the draw; apt brings their dependencies' crates, which `--deps debian` reads).
  APT_PACKAGES+=(librust-alacritty-config-derive-dev librust-libsystemd-dev librust-alloc-no-stdlib-dev librust-open-dev
    librust-vte-dev librust-vm-superio-dev librust-blake2b-simd-0.5-dev librust-filespooler-dev librust-bat-dev
    librust-quick-xml-dev librust-rust-decimal-dev librust-xxhash-rust-dev)
  # Session 23's: Rust held out 16 (bench/support/validate-rust-sets16.ts; all twelve installed after the draw; apt brings their
  # dependencies' crates, which `--deps debian` reads).
  APT_PACKAGES+=(librust-unic-char-property-dev librust-protobuf-support-dev librust-serial-test-dev librust-ord-subset-dev
    librust-nanorand-dev librust-grep-searcher-dev librust-ucd-parse-dev librust-anes-dev librust-trust-dns-server-dev
    librust-lexical-core-dev librust-parsec-interface-dev librust-fasteval-dev)
  # Session 24's: Rust held out 17 (bench/support/validate-rust-sets17.ts; none installed before the draw, all twelve after it).
  APT_PACKAGES+=(librust-hyphenation-commons-dev librust-dbus-udisks2-dev librust-radium-dev librust-castaway-dev librust-snap-dev
    librust-kurbo-dev librust-arc-swap-dev librust-oxhttp-dev librust-cxx-dev librust-insta-dev librust-criterion-dev
    librust-cbindgen-dev)
  # Session 25's: Rust held out 18 (bench/support/validate-rust-sets18.ts; rmp-serde and csv installed already, the other ten
  # after the draw).
  APT_PACKAGES+=(librust-concolor-dev librust-thousands-dev librust-cargo-metadata-dev librust-gettext-rs-dev librust-ogg-dev
    librust-asn1-dev librust-simplelog-dev librust-rmp-serde-dev librust-proptest-dev librust-debcargo-dev librust-csv-dev
    librust-portable-atomic-dev)
  # Session 26's: Rust held out 19 (bench/support/validate-rust-sets19.ts; none installed before the draw, all twelve after it).
  APT_PACKAGES+=(librust-grep-cli-dev librust-libudev-dev librust-strum-macros-dev librust-async-global-executor-dev librust-cpal-dev
    librust-async-task-dev librust-libloading-dev librust-crdts-dev librust-pbr-dev librust-concread-dev librust-cursive-core-dev
    librust-tera-dev)
  # Session 27's: Rust held out 20 (bench/support/validate-rust-sets20.ts; plotters-bitmap, atlatl, cookie, scroll and xcb
  # installed already as other packages' dependencies, the other thirteen after the draw).
  APT_PACKAGES+=(librust-base-x-dev librust-pamsm-dev librust-plotters-bitmap-dev librust-atlatl-dev librust-async-stream-dev
    librust-const-fn-dev librust-cookie-dev librust-scroll-dev librust-capnp-rpc-dev librust-cargo-lock-dev librust-lscolors-dev
    librust-euclid-dev librust-xcb-dev librust-netlink-packet-route-dev librust-datetime-dev librust-brotli-decompressor-dev
    librust-hyphenation-dev librust-fst-dev)
  # Session 28's: Rust held out 21 (bench/support/validate-rust-sets21.ts; uncased, bytemuck, rand_xoshiro and syntect installed
  # already as other packages' dependencies, the other twelve after the draw; the last four are import-only).
  APT_PACKAGES+=(librust-uncased-dev librust-rand-isaac-dev librust-sval-derive-dev librust-box-drawing-dev librust-bytemuck-dev
    librust-rand-xoshiro-dev librust-clap-complete-dev librust-config-dev librust-isahc-dev librust-syntect-dev librust-sysinfo-dev
    librust-argon2rs-dev librust-semver-parser-0.7-dev librust-jsonwebtoken-dev librust-ruma-common-dev librust-ipnetwork-dev)
  # Session 29's: Rust held out 22 (bench/support/validate-rust-sets22.ts; remove_dir_all, curl and half installed already as
  # other packages' dependencies, the other fifteen after the draw; the last six are import-only).
  APT_PACKAGES+=(librust-streaming-stats-dev librust-postgres-types-dev librust-pyo3-dev librust-gir-format-check-dev
    librust-pyo3-build-config-dev librust-blake3-dev librust-remove-dir-all-dev librust-curl-dev librust-rsass-dev
    librust-byte-unit-dev librust-half-dev librust-tui-dev librust-termsize-dev librust-failure-dev librust-ripasso-dev
    librust-unsigned-varint-dev librust-lewton-dev librust-educe-dev)
  APT_PACKAGES+=(golang-github-containerd-console-dev golang-github-ncw-swift-dev golang-github-benbjohnson-clock-dev golang-gomega-dev
    golang-github-containerd-continuity-dev golang-github-jinzhu-gorm-dev golang-go.uber-zap-dev golang-github-onsi-ginkgo-dev
    golang-github-docker-docker-dev)
  # Session 22's sets: Go held out 13 (bench/support/validate-brace-sets13-go.ts, installed after the draw) and Java held out 14
  # (bench/support/validate-java-sets14.ts: the drawn source packages' binaries, with their Debian dependencies).
  APT_PACKAGES+=(golang-github-audriusbutkevicius-recli-dev golang-github-go-openapi-analysis-dev golang-github-atotto-clipboard-dev
    golang-github-jackc-pgproto3-v2-dev golang-github-alecaivazis-survey-dev golang-github-iovisor-gobpf-dev golang-gopkg-src-d-go-git.v4-dev
    golang-github-xenolf-lego-dev golang-github-ionos-cloud-sdk-go-dev)
  APT_PACKAGES+=(libhamcrest-java maven-repo-helper libcommons-logging-java libmockito-java libjdepend-java libcommons-lang3-java)
  # Session 23's: Java held out 15 (bench/support/validate-java-sets15.ts: the drawn source packages' binaries, with their Debian
  # dependencies) and Go held out 14 (bench/support/validate-brace-sets14-go.ts, installed after the draw).
  APT_PACKAGES+=(libjson-java libgeronimo-jms-1.1-spec-java libmaven-filtering-java libxml-commons-resolver1.1-java libhttpclient-java
    libhttpmime-java libmaven-assembly-plugin-java libjsoup-java libosgi-compendium-java libplexus-utils2-java)
  APT_PACKAGES+=(golang-gitaly-proto-dev golang-github-sebdah-goldie-dev golang-github-peterh-liner-dev golang-github-hetznercloud-hcloud-go-dev
    golang-github-slack-go-slack-dev golang-golang-x-vuln-dev golang-github-cloudflare-circl-dev golang-github-containers-image-dev
    golang-github-muka-go-bluetooth-dev)
fi

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# bench:validate-brace's eleventh Java held-out set (bench/support/validate-java-sets11.ts) reads Debian SOURCE packages
# (`apt-get source`): a deb-src entry beside the machine's deb one (the same archive, suites and key), then the set's
# packages fetched and unpacked under /var/cache/dycoder-bench/java-src.
if [[ "${DYCODER_BENCH_DEPS:-0}" == "1" ]]; then
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  if ! grep -rqs '^Types:.*deb-src\|^deb-src ' /etc/apt/sources.list /etc/apt/sources.list.d/; then
    if [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
      sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | $SUDO tee /etc/apt/sources.list.d/dycoder-deb-src.sources >/dev/null
    elif [[ -f /etc/apt/sources.list ]]; then
      grep '^deb ' /etc/apt/sources.list | sed 's/^deb /deb-src /' | $SUDO tee /etc/apt/sources.list.d/dycoder-deb-src.list >/dev/null
    fi
    $SUDO apt-get update -qq
  fi
  dpkg-query -W -f='${Status}' dpkg-dev 2>/dev/null | grep -q "install ok installed" || $SUDO apt-get install -y -qq --no-install-recommends dpkg-dev >/dev/null
fi

# DYCODER_SKIP_NPM_CI=1: a git worktree whose node_modules is shared (a symlink) must not reinstall it.
if [[ "${DYCODER_SKIP_NPM_CI:-0}" == "1" ]]; then
  :
elif [[ ! -d node_modules ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund
fi

# The Java source packages of bench:validate-brace's eleventh and twelfth Java held-out sets, fetched with apt (deb-src above).
if [[ "${DYCODER_BENCH_DEPS:-0}" == "1" ]]; then
  npx tsx bench/support/validate-java-sets11.ts --fetch
  npx tsx bench/support/validate-java-sets12.ts --fetch
  npx tsx bench/support/validate-java-sets14.ts --fetch
fi
