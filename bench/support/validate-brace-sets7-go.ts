/**
 * bench:validate-brace's SEVENTH held-out set for Go (DESIGN.md §5), DECLARED IN WRITING 2026-12-06
 * ~00:55 UTC (session 14, task T4, issue 22), before any run of the answer checks on it. Held out 1-6 are
 * tuning data (session 14's wider wrong-member generator and the checks of typed locals were made and
 * re-run on held out 5 and 6).
 *
 * Rule: the population is every Go module installed on the benchmark machine at declaration time (a
 * directory under /usr/share/gocode/src holding a go.mod, nested modules excluded, sized by its non-test
 * .go files with testdata and vendor excluded: goModules / goFiles of validate-brace-sets.ts; 377
 * modules), MINUS every module whose exact import path occurs in any file tracked under bench/, test/,
 * src/, docs/ or scripts/ at commit a60cbe2 (bench/results/*.log and the three frozen population lists
 * that name more than 100 modules each, bench/support/go-corpus.ts, validate-brace-sets4-go.ts and
 * validate-brace-sets6-go.ts, not counted: every drawn validate set 1-6, retrieval set, results table and
 * test counts), MINUS every module of held out 6's exclusion list (USED_AT_7102535 of
 * validate-brace-sets6-go.ts): 205 left (GO_POPULATION_7, frozen: the machine is shared and others install
 * packages). Strata by non-test .go files: < 30, 30-150, > 150 (as before); THREE per stratum drawn with
 * mulberry32(7714) over each stratum in alphabetical order. Targets inside a package: the benchmark's own
 * rule, 15 per package (seed 22; `--per-package` defaults to 15 for this set). The mutant generator is the
 * one at the declaring commit (session 14: bench/support/mutants-go-member.ts adds wrong members on promoted
 * methods, parameters of standard library / module types, typed locals and struct fields; every
 * wrong-member mutant is given to go build and left out when it builds). If a kind has fewer than 20
 * mutants it is reported as it is: no package is added after the run. No package was installed for it.
 * The draw's result is VALIDATE7_GO below (printed by `tsx bench/support/validate-brace-sets7-go.ts`).
 * The run: `npm run bench:validate-brace -- --lang go --set held-out7-go --shard k/n` (k = 1..n), then
 * `--merge n` (the same targets). The first run on it is the blind one; after it, it is a tuning set.
 */
import { mulberry32 } from './mulberry32.js';

/** [module, non-test .go files] of the installed modules left by the rule above (frozen 2026-12-06 ~00:50 UTC). */
export const GO_POPULATION_7: readonly (readonly [string, number])[] = [
  ['filippo.io/edwards25519', 14], ['github.com/GeertJohan/go.incremental', 13],
  ['github.com/GoogleCloudPlatform/guest-logging-go', 4], ['github.com/Jeffail/gabs', 1],
  ['github.com/Masterminds/semver', 5], ['github.com/Masterminds/sprig', 14],
  ['github.com/VictoriaMetrics/metrics', 12], ['github.com/VictoriaMetrics/metricsql', 11],
  ['github.com/agnivade/levenshtein', 2], ['github.com/akavel/rsrc', 9], ['github.com/alecthomas/units', 4],
  ['github.com/alexflint/go-filemutex', 3], ['github.com/armon/circbuf', 1], ['github.com/armon/go-metrics', 13],
  ['github.com/armon/go-radix', 1], ['github.com/aviau/gopass', 24], ['github.com/benbjohnson/clock', 2],
  ['github.com/beorn7/perks', 3], ['github.com/boombuler/barcode', 41], ['github.com/buger/jsonparser', 6],
  ['github.com/casbin/casbin', 43], ['github.com/checkpoint-restore/go-criu', 8],
  ['github.com/cockroachdb/datadriven', 4], ['github.com/containerd/btrfs', 5],
  ['github.com/containerd/cgroups', 43], ['github.com/containerd/console', 19],
  ['github.com/containerd/continuity', 66], ['github.com/containerd/go-cni', 10],
  ['github.com/containerd/go-runc', 13], ['github.com/containerd/stargz-snapshotter', 66],
  ['github.com/containerd/ttrpc', 15], ['github.com/containerd/typeurl', 2],
  ['github.com/containernetworking/cni', 31], ['github.com/containernetworking/plugins', 34],
  ['github.com/containers/storage', 303], ['github.com/coreos/go-iptables', 2],
  ['github.com/cyphar/filepath-securejoin', 2], ['github.com/daaku/go.zipexe', 1], ['github.com/dghubble/sling', 4],
  ['github.com/dgraph-io/ristretto', 10], ['github.com/docker/go-metrics', 9], ['github.com/dpotapov/go-spnego', 4],
  ['github.com/dvsekhvalnov/jose2go', 30], ['github.com/francoispqt/gojay', 66],
  ['github.com/frankban/quicktest', 14], ['github.com/fsouza/go-dockerclient', 52],
  ['github.com/gatherstars-com/jwz', 6], ['github.com/gdamore/encoding', 7], ['github.com/gdamore/tcell', 103],
  ['github.com/gdamore/tcell/v2', 100], ['github.com/ghodss/yaml', 3], ['github.com/gin-contrib/sse', 3],
  ['github.com/gin-gonic/gin', 54], ['github.com/git-lfs/gitobj', 40], ['github.com/git-lfs/pktline', 4],
  ['github.com/git-lfs/wildmatch', 4], ['github.com/go-kit/kit', 100], ['github.com/go-kit/log', 22],
  ['github.com/go-macaroon-bakery/macaroonpb', 2], ['github.com/go-openapi/analysis', 17],
  ['github.com/go-openapi/errors', 7], ['github.com/go-openapi/jsonreference', 1],
  ['github.com/go-openapi/loads', 5], ['github.com/go-openapi/spec', 33], ['github.com/go-openapi/strfmt', 13],
  ['github.com/go-openapi/validate', 23], ['github.com/go-playground/universal-translator', 7],
  ['github.com/go-playground/validator/v10', 33], ['github.com/go-sql-driver/mysql', 22],
  ['github.com/gogo/googleapis', 23], ['github.com/golang/protobuf', 41], ['github.com/google/go-github', 134],
  ['github.com/google/go-intervals', 4], ['github.com/google/gofuzz', 3], ['github.com/google/martian', 93],
  ['github.com/google/pprof', 49], ['github.com/googleapis/gax-go', 9],
  ['github.com/grpc-ecosystem/go-grpc-middleware', 70], ['github.com/grpc-ecosystem/go-grpc-prometheus', 15],
  ['github.com/hanwen/go-fuse', 102], ['github.com/hashicorp/errwrap', 1],
  ['github.com/hashicorp/go-immutable-radix', 6], ['github.com/hashicorp/go-msgpack', 10],
  ['github.com/hashicorp/go-multierror', 7], ['github.com/hashicorp/go-sockaddr', 21],
  ['github.com/hashicorp/go-syslog', 4], ['github.com/hashicorp/golang-lru', 6],
  ['github.com/hashicorp/logutils', 1], ['github.com/hashicorp/mdns', 3], ['github.com/hashicorp/memberlist', 22],
  ['github.com/hashicorp/serf', 64], ['github.com/hexops/gotextdiff', 13], ['github.com/huandu/xstrings', 9],
  ['github.com/imdario/mergo', 4], ['github.com/intel/goresctrl', 34], ['github.com/ishidawataru/sctp', 4],
  ['github.com/jefferai/jsonx', 1], ['github.com/jhillyerd/enmime', 27], ['github.com/jinzhu/gorm', 30],
  ['github.com/jinzhu/inflection', 1], ['github.com/josharian/native', 4], ['github.com/juju/ansiterm', 9],
  ['github.com/juju/clock', 6], ['github.com/juju/cmd', 13], ['github.com/juju/collections', 6],
  ['github.com/juju/errors', 4], ['github.com/juju/loggo', 12], ['github.com/juju/mutex', 5],
  ['github.com/juju/qthttptest', 2], ['github.com/juju/simplekv', 7], ['github.com/juju/utils', 101],
  ['github.com/julienschmidt/httprouter', 3], ['github.com/k0kubun/pp', 4], ['github.com/k0swe/wsjtx-go', 5],
  ['github.com/leodido/go-urn', 2], ['github.com/leonelquinteros/gotext', 12], ['github.com/lithammer/dedent', 1],
  ['github.com/lucasb-eyer/go-colorful', 7], ['github.com/lunixbochs/vtclean', 3],
  ['github.com/marten-seemann/qpack', 6], ['github.com/marten-seemann/qtls-go1-19', 20],
  ['github.com/masterzen/winrm', 15], ['github.com/mattn/go-ieproxy', 15], ['github.com/mattn/go-shellwords', 4],
  ['github.com/mattn/go-sqlite3', 55], ['github.com/mdlayher/genetlink', 10], ['github.com/mdlayher/netlink', 16],
  ['github.com/mdlayher/socket', 12], ['github.com/mdlayher/wifi', 5], ['github.com/miekg/pkcs11', 13],
  ['github.com/mistifyio/go-zfs', 7], ['github.com/mitchellh/cli', 10], ['github.com/mitchellh/copystructure', 2],
  ['github.com/mitchellh/go-homedir', 1], ['github.com/mitchellh/reflectwalk', 3], ['github.com/moby/buildkit', 112],
  ['github.com/moby/ipvs', 4], ['github.com/moby/locker', 1], ['github.com/moby/sys/mount', 11],
  ['github.com/moby/sys/mountinfo', 11], ['github.com/moby/sys/signal', 8], ['github.com/moby/sys/symlink', 4],
  ['github.com/moby/term', 13], ['github.com/mrunalp/fileutils', 3], ['github.com/ncw/swift', 16],
  ['github.com/nkovacs/streamquote', 2], ['github.com/nxadm/tail', 13], ['github.com/oklog/ulid', 1],
  ['github.com/onsi/ginkgo', 120], ['github.com/onsi/gomega', 77], ['github.com/opencontainers/go-digest', 6],
  ['github.com/opencontainers/image-spec', 17], ['github.com/opencontainers/runc', 152],
  ['github.com/opentracing/opentracing-go', 16], ['github.com/openzipkin/zipkin-go', 43],
  ['github.com/pbnjay/memory', 7], ['github.com/pborman/uuid', 11], ['github.com/pelletier/go-toml/v2', 30],
  ['github.com/posener/complete', 15], ['github.com/pquerna/otp', 6], ['github.com/prometheus/client_model', 2],
  ['github.com/prometheus/common', 32], ['github.com/rivo/tview', 24], ['github.com/ryanuber/columnize', 1],
  ['github.com/sabhiram/go-gitignore', 2], ['github.com/safchain/ethtool', 4], ['github.com/sasha-s/go-deadlock', 3],
  ['github.com/seccomp/libseccomp-golang', 2], ['github.com/segmentio/fasthash', 9],
  ['github.com/shopspring/decimal', 3], ['github.com/smartystreets/goconvey', 44], ['github.com/soheilhy/cmux', 5],
  ['github.com/streadway/amqp', 19], ['github.com/tchap/go-patricia', 2],
  ['github.com/texttheater/golang-levenshtein', 1], ['github.com/tidwall/gjson', 1], ['github.com/tidwall/match', 1],
  ['github.com/ulikunitz/xz', 56], ['github.com/valyala/fastrand', 1], ['github.com/valyala/fasttemplate', 3],
  ['github.com/valyala/histogram', 1], ['github.com/vbatts/tar-split', 22], ['github.com/vimeo/go-magic', 2],
  ['github.com/vmihailenco/msgpack', 18], ['github.com/vmihailenco/tagparser', 4], ['github.com/vulcand/oxy', 39],
  ['github.com/xeipuuv/gojsonschema', 17], ['go.etcd.io/bbolt', 32], ['go.opentelemetry.io/otel', 230],
  ['go.step.sm/crypto', 45], ['go.uber.org/atomic', 27], ['go.uber.org/goleak', 6], ['go.uber.org/multierr', 3],
  ['go.uber.org/zap', 60], ['golang.org/x/exp', 50], ['golang.org/x/exp/typeparams', 7], ['golang.org/x/oauth2', 61],
  ['google.golang.org/api', 533], ['gopkg.in/asn1-ber.v1', 8], ['gopkg.in/errgo.v1', 1],
  ['gopkg.in/httprequest.v1', 7], ['gopkg.in/rethinkdb/rethinkdb-go.v6', 46], ['gopkg.in/retry.v1', 5],
  ['rsc.io/binaryregexp', 12], ['sigs.k8s.io/yaml', 3],
];

/** Three per stratum (< 30, 30-150, > 150 non-test files), alphabetical order within a stratum, one seeded stream. */
export function goValidate7(): string[] {
  const pool = [...GO_POPULATION_7].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const strata = [pool.filter(([, n]) => n < 30), pool.filter(([, n]) => n >= 30 && n <= 150), pool.filter(([, n]) => n > 150)].map((s) => s.map(([m]) => m));
  const random = mulberry32(7714);
  return strata.flatMap((s) => {
    const rest = [...s];
    const picked: string[] = [];
    while (picked.length < 3 && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  });
}

/** The draw's result (what `tsx bench/support/validate-brace-sets7-go.ts` prints; the benchmark runs goValidate7()). */
export const VALIDATE7_GO = [
  'github.com/daaku/go.zipexe', 'github.com/mistifyio/go-zfs', 'github.com/hashicorp/memberlist', 'github.com/casbin/casbin',
  'github.com/golang/protobuf', 'github.com/openzipkin/zipkin-go', 'github.com/containers/storage', 'go.opentelemetry.io/otel',
  'github.com/opencontainers/runc',
] as const;

if (process.argv[1]?.endsWith('validate-brace-sets7-go.ts')) console.log(GO_POPULATION_7.length, JSON.stringify(goValidate7(), null, 1));
