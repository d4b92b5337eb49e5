/**
 * bench:validate-brace's SIXTH held-out set for Go (DESIGN.md §5), DECLARED IN WRITING 2026-12-05
 * ~21:40 UTC (session 13, task T3, issue 22), before any run of the answer checks on it. Held out 1-5
 * are tuning data (session 13's fixes, a package of up to 250 files read whole and dot imports leaving
 * only exported names open, were made on held out 5's misses and tests on sarama and yaml.v3).
 *
 * Rule: the population is every Go module installed on the benchmark machine at declaration time (a
 * directory under /usr/share/gocode/src holding a go.mod, nested modules excluded, sized by its non-test
 * .go files with testdata and vendor excluded: goModules / goFiles of validate-brace-sets.ts; 360
 * modules), MINUS every module whose exact import path occurs in any file tracked under bench/, test/,
 * src/, docs/ or scripts/ at commit 7102535 (bench/results/*.log and the frozen population lists of
 * validate-brace-sets3.ts and validate-brace-sets4-go.ts excluded; every drawn set, retrieval set,
 * results table and test counts): 106 modules out (USED_AT_7102535 below), 254 left (GO_POPULATION_6,
 * frozen: the machine is shared and others install packages). Strata by non-test .go files: < 30,
 * 30-150, > 150 (as before); THREE per stratum drawn with mulberry32(6613) over each stratum in
 * alphabetical order. Targets inside a package: the benchmark's own rule, 15 per package (seed 22;
 * `--per-package` defaults to 15 for this set). The mutant generator is the one at the declaring commit
 * (a wrong member also on a parameter typed with a type of the package, 374b346). If a kind has fewer
 * than 20 mutants it is reported as it is: no package is added after the run. No package was installed
 * for it. The draw's result is VALIDATE6_GO below (printed by `tsx bench/support/validate-brace-sets6-go.ts`).
 * The run: `npm run bench:validate-brace -- --lang go --set held-out6-go` (optionally `--shard k/n`, then
 * `--merge n`; the same targets). The first run on it is the blind one; after it, it is a tuning set.
 * (Another helper of session 13 may declare a Go RETRIEVAL held-out set on its own branch at the same
 * time; a module in both is still unseen by these checks.)
 */
import { mulberry32 } from './mulberry32.js';

/** Modules installed at declaration time that the repository names at 7102535 (String.includes over the tracked files above). */
export const USED_AT_7102535 = [
  'github.com/Azure/azure-pipeline-go', 'github.com/BurntSushi/toml', 'github.com/GeertJohan/go.rice',
  'github.com/Shopify/sarama', 'github.com/alecthomas/assert/v2', 'github.com/alecthomas/repr',
  'github.com/anacrolix/log', 'github.com/avast/apkverifier', 'github.com/aws/aws-sdk-go',
  'github.com/bits-and-blooms/bitset', 'github.com/bradleyjkemp/cupaloy', 'github.com/cenkalti/backoff',
  'github.com/charmbracelet/keygen', 'github.com/cilium/ebpf', 'github.com/coreos/go-systemd', 'github.com/creack/pty',
  'github.com/creekorful/mvnparser', 'github.com/dnstap/golang-dnstap', 'github.com/docker/docker-credential-helpers',
  'github.com/eiannone/keyboard', 'github.com/fsnotify/fsnotify', 'github.com/go-chi/chi',
  'github.com/go-logfmt/logfmt', 'github.com/go-openapi/jsonpointer', 'github.com/go-openapi/runtime',
  'github.com/go-restruct/restruct', 'github.com/go-xorm/builder', 'github.com/go-xorm/core',
  'github.com/gobuffalo/envy', 'github.com/gogo/protobuf', 'github.com/golang-jwt/jwt', 'github.com/golang/snappy',
  'github.com/google/go-cmp', 'github.com/google/go-querystring', 'github.com/google/uuid',
  'github.com/gorilla/handlers', 'github.com/gorilla/mux', 'github.com/hashicorp/go-retryablehttp',
  'github.com/hashicorp/hcl', 'github.com/henrydcase/nobs', 'github.com/jmoiron/sqlx', 'github.com/joho/godotenv',
  'github.com/klauspost/reedsolomon', 'github.com/kr/pty', 'github.com/lib/pq', 'github.com/lucas-clemente/quic-go',
  'github.com/magiconair/properties', 'github.com/maruel/natural', 'github.com/maruel/panicparse/v2',
  'github.com/matryer/is', 'github.com/mattn/go-colorable', 'github.com/mattn/go-isatty',
  'github.com/mattn/go-runewidth', 'github.com/minio/minio-go/v7', 'github.com/muesli/gitcha',
  'github.com/muesli/goprogressbar', 'github.com/olekukonko/tablewriter', 'github.com/opencontainers/selinux',
  'github.com/pelletier/go-toml', 'github.com/pion/datachannel', 'github.com/pion/interceptor', 'github.com/pion/sctp',
  'github.com/pion/turn/v2', 'github.com/pion/webrtc', 'github.com/pkg/sftp', 'github.com/prometheus/client_golang',
  'github.com/prometheus/procfs', 'github.com/remyoudompheng/go-liblzma', 'github.com/rivo/uniseg',
  'github.com/russross/blackfriday/v2', 'github.com/sirupsen/logrus', 'github.com/spf13/afero',
  'github.com/spf13/cobra', 'github.com/spf13/pflag', 'github.com/spf13/viper', 'github.com/stretchr/objx',
  'github.com/stretchr/testify', 'github.com/theupdateframework/notary', 'github.com/ugorji/go',
  'github.com/unrolled/secure', 'github.com/urfave/cli', 'github.com/vishvananda/netns', 'github.com/vultr/govultr',
  'github.com/weppos/publicsuffix-go', 'github.com/xo/terminfo', 'github.com/xtaci/kcp-go', 'github.com/yuin/goldmark',
  'go.etcd.io/etcd', 'go.mongodb.org/mongo-driver', 'go.opencensus.io', 'golang.org/x/crypto', 'golang.org/x/net',
  'golang.org/x/sync', 'golang.org/x/sys', 'golang.org/x/term', 'golang.org/x/text', 'golang.org/x/tools',
  'golang.org/x/xerrors', 'google.golang.org/genproto', 'google.golang.org/grpc', 'google.golang.org/protobuf',
  'gopkg.in/errgo.v2', 'gopkg.in/yaml.v2', 'gopkg.in/yaml.v3', 'gotest.tools', 'gvisor.dev/gvisor',
] as const;

/** [module, non-test .go files] of the modules installed at declaration time less USED_AT_7102535 (frozen 2026-12-05 ~21:35 UTC). */
export const GO_POPULATION_6: readonly (readonly [string, number])[] = [
  ['cloud.google.com/go', 432], ['filippo.io/edwards25519', 14], ['github.com/GeertJohan/go.incremental', 13],
  ['github.com/GoogleCloudPlatform/guest-logging-go', 4], ['github.com/Masterminds/semver', 5],
  ['github.com/VictoriaMetrics/metrics', 12], ['github.com/VictoriaMetrics/metricsql', 11],
  ['github.com/akavel/rsrc', 9], ['github.com/alecthomas/units', 4], ['github.com/alexflint/go-filemutex', 3],
  ['github.com/armon/circbuf', 1], ['github.com/armon/go-metrics', 13], ['github.com/armon/go-radix', 1],
  ['github.com/aviau/gopass', 24], ['github.com/benbjohnson/clock', 2], ['github.com/beorn7/perks', 3],
  ['github.com/boombuler/barcode', 41], ['github.com/buger/jsonparser', 6], ['github.com/casbin/casbin', 43],
  ['github.com/cespare/xxhash', 6], ['github.com/checkpoint-restore/go-criu', 8],
  ['github.com/cockroachdb/datadriven', 4], ['github.com/containerd/btrfs', 5], ['github.com/containerd/cgroups', 43],
  ['github.com/containerd/console', 19], ['github.com/containerd/containerd', 575],
  ['github.com/containerd/continuity', 66], ['github.com/containerd/fifo', 6], ['github.com/containerd/go-cni', 10],
  ['github.com/containerd/go-runc', 13], ['github.com/containerd/stargz-snapshotter', 66],
  ['github.com/containerd/ttrpc', 15], ['github.com/containerd/typeurl', 2],
  ['github.com/containernetworking/cni', 31], ['github.com/containernetworking/plugins', 34],
  ['github.com/containers/storage', 303], ['github.com/coreos/go-iptables', 2],
  ['github.com/cpuguy83/go-md2man/v2', 3], ['github.com/cyphar/filepath-securejoin', 2],
  ['github.com/daaku/go.zipexe', 1], ['github.com/dghubble/sling', 4], ['github.com/docker/go-metrics', 9],
  ['github.com/dpotapov/go-spnego', 4], ['github.com/dvsekhvalnov/jose2go', 30], ['github.com/francoispqt/gojay', 66],
  ['github.com/frankban/quicktest', 14], ['github.com/fsouza/go-dockerclient', 52],
  ['github.com/gatherstars-com/jwz', 6], ['github.com/gdamore/encoding', 7], ['github.com/gdamore/tcell', 103],
  ['github.com/gdamore/tcell/v2', 100], ['github.com/ghodss/yaml', 3], ['github.com/gin-contrib/sse', 3],
  ['github.com/gin-gonic/gin', 54], ['github.com/git-lfs/git-lfs', 206], ['github.com/git-lfs/gitobj', 40],
  ['github.com/git-lfs/pktline', 4], ['github.com/git-lfs/wildmatch', 4], ['github.com/go-kit/kit', 100],
  ['github.com/go-kit/log', 22], ['github.com/go-macaroon-bakery/macaroonpb', 2],
  ['github.com/go-openapi/analysis', 17], ['github.com/go-openapi/errors', 7],
  ['github.com/go-openapi/jsonreference', 1], ['github.com/go-openapi/loads', 5], ['github.com/go-openapi/spec', 33],
  ['github.com/go-openapi/strfmt', 13], ['github.com/go-openapi/swag', 16], ['github.com/go-openapi/validate', 23],
  ['github.com/go-playground/locales', 766], ['github.com/go-playground/universal-translator', 7],
  ['github.com/go-playground/validator/v10', 33], ['github.com/go-sql-driver/mysql', 22],
  ['github.com/go-stack/stack', 1], ['github.com/go-test/deep', 3], ['github.com/godbus/dbus', 54],
  ['github.com/gogo/googleapis', 23], ['github.com/golang/mock', 66], ['github.com/golang/protobuf', 41],
  ['github.com/google/go-github', 134], ['github.com/google/go-intervals', 4], ['github.com/google/gofuzz', 3],
  ['github.com/google/martian', 93], ['github.com/google/pprof', 49], ['github.com/google/subcommands', 1],
  ['github.com/google/wire', 10], ['github.com/googleapis/gax-go', 9], ['github.com/gorilla/sessions', 8],
  ['github.com/gorilla/websocket', 15], ['github.com/grpc-ecosystem/go-grpc-middleware', 70],
  ['github.com/grpc-ecosystem/go-grpc-prometheus', 15], ['github.com/hanwen/go-fuse', 102],
  ['github.com/hashicorp/errwrap', 1], ['github.com/hashicorp/go-cleanhttp', 3], ['github.com/hashicorp/go-hclog', 11],
  ['github.com/hashicorp/go-immutable-radix', 6], ['github.com/hashicorp/go-msgpack', 10],
  ['github.com/hashicorp/go-multierror', 7], ['github.com/hashicorp/go-sockaddr', 21],
  ['github.com/hashicorp/go-syslog', 4], ['github.com/hashicorp/go-uuid', 1], ['github.com/hashicorp/golang-lru', 6],
  ['github.com/hashicorp/logutils', 1], ['github.com/hashicorp/mdns', 3], ['github.com/hashicorp/memberlist', 22],
  ['github.com/hashicorp/serf', 64], ['github.com/hexops/gotextdiff', 13], ['github.com/imdario/mergo', 4],
  ['github.com/intel/goresctrl', 34], ['github.com/ishidawataru/sctp', 4], ['github.com/jhillyerd/enmime', 27],
  ['github.com/jinzhu/gorm', 30], ['github.com/jinzhu/inflection', 1], ['github.com/jmespath/go-jmespath', 32],
  ['github.com/josharian/intern', 1], ['github.com/josharian/native', 4], ['github.com/json-iterator/go', 48],
  ['github.com/juju/aclstore', 5], ['github.com/juju/ansiterm', 9], ['github.com/juju/clock', 6],
  ['github.com/juju/cmd', 13], ['github.com/juju/collections', 6], ['github.com/juju/errors', 4],
  ['github.com/juju/loggo', 12], ['github.com/juju/mutex', 5], ['github.com/juju/qthttptest', 2],
  ['github.com/juju/simplekv', 7], ['github.com/juju/testing', 36], ['github.com/juju/utils', 101],
  ['github.com/julienschmidt/httprouter', 3], ['github.com/k0kubun/pp', 4], ['github.com/k0swe/wsjtx-go', 5],
  ['github.com/klauspost/compress', 111], ['github.com/klauspost/cpuid/v2', 10], ['github.com/kr/fs', 2],
  ['github.com/kr/pretty', 4], ['github.com/kr/text', 9], ['github.com/leodido/go-urn', 2],
  ['github.com/leonelquinteros/gotext', 12], ['github.com/lucasb-eyer/go-colorful', 7],
  ['github.com/lunixbochs/vtclean', 3], ['github.com/mailru/easyjson', 73], ['github.com/marten-seemann/qpack', 6],
  ['github.com/marten-seemann/qtls-go1-19', 20], ['github.com/masterzen/winrm', 15],
  ['github.com/mattn/go-ieproxy', 15], ['github.com/mattn/go-shellwords', 4], ['github.com/mattn/go-sqlite3', 55],
  ['github.com/mdlayher/netlink', 16], ['github.com/mdlayher/socket', 12], ['github.com/miekg/dns', 51],
  ['github.com/miekg/pkcs11', 13], ['github.com/minio/md5-simd', 8], ['github.com/minio/sha256-simd', 7],
  ['github.com/mistifyio/go-zfs', 7], ['github.com/mitchellh/cli', 10], ['github.com/mitchellh/go-homedir', 1],
  ['github.com/mitchellh/mapstructure', 3], ['github.com/moby/buildkit', 112], ['github.com/moby/ipvs', 4],
  ['github.com/moby/locker', 1], ['github.com/moby/sys/mount', 11], ['github.com/moby/sys/mountinfo', 11],
  ['github.com/moby/sys/signal', 8], ['github.com/moby/sys/symlink', 4], ['github.com/moby/term', 13],
  ['github.com/modern-go/reflect2', 23], ['github.com/montanaflynn/stats', 28], ['github.com/mrunalp/fileutils', 3],
  ['github.com/ncw/swift', 16], ['github.com/nkovacs/streamquote', 2], ['github.com/nxadm/tail', 13],
  ['github.com/oklog/ulid', 1], ['github.com/onsi/ginkgo', 120], ['github.com/onsi/gomega', 77],
  ['github.com/opencontainers/go-digest', 6], ['github.com/opencontainers/image-spec', 17],
  ['github.com/opencontainers/runc', 152], ['github.com/openshift/imagebuilder', 22],
  ['github.com/opentracing/opentracing-go', 16], ['github.com/openzipkin/zipkin-go', 43],
  ['github.com/pborman/uuid', 11], ['github.com/pelletier/go-toml/v2', 30], ['github.com/pion/dtls/v2', 115],
  ['github.com/pion/ice/v2', 44], ['github.com/pion/logging', 2], ['github.com/pion/mdns', 6],
  ['github.com/pion/randutil', 2], ['github.com/pion/rtcp', 24], ['github.com/pion/rtp', 25],
  ['github.com/pion/sdp', 13], ['github.com/pion/srtp/v2', 19], ['github.com/pion/stun', 33],
  ['github.com/pion/transport', 41], ['github.com/pion/udp', 2], ['github.com/pkg/diff', 12],
  ['github.com/posener/complete', 15], ['github.com/pquerna/otp', 6], ['github.com/prometheus/client_model', 2],
  ['github.com/prometheus/common', 32], ['github.com/rivo/tview', 24], ['github.com/rogpeppe/go-internal', 72],
  ['github.com/rs/xid', 8], ['github.com/ryanuber/columnize', 1], ['github.com/sabhiram/go-gitignore', 2],
  ['github.com/safchain/ethtool', 4], ['github.com/sasha-s/go-deadlock', 3],
  ['github.com/seccomp/libseccomp-golang', 2], ['github.com/segmentio/fasthash', 9],
  ['github.com/shurcooL/sanitized_anchor_name', 1], ['github.com/smartystreets/goconvey', 44],
  ['github.com/soheilhy/cmux', 5], ['github.com/spf13/cast', 3], ['github.com/spf13/jwalterweatherman', 3],
  ['github.com/ssgelm/cookiejarparser', 1], ['github.com/streadway/amqp', 19], ['github.com/subosito/gotenv', 1],
  ['github.com/tchap/go-patricia', 2], ['github.com/templexxx/xorsimd', 3], ['github.com/tidwall/gjson', 1],
  ['github.com/tidwall/match', 1], ['github.com/tjfoc/gmsm', 11], ['github.com/ulikunitz/xz', 56],
  ['github.com/valyala/fastrand', 1], ['github.com/valyala/fasttemplate', 3], ['github.com/valyala/histogram', 1],
  ['github.com/vbatts/tar-split', 22], ['github.com/vimeo/go-magic', 2], ['github.com/vishvananda/netlink', 76],
  ['github.com/vmihailenco/msgpack', 18], ['github.com/vmihailenco/tagparser', 4], ['github.com/vulcand/oxy', 39],
  ['github.com/xdg-go/pbkdf2', 1], ['github.com/xdg-go/scram', 8], ['github.com/xdg-go/stringprep', 8],
  ['github.com/xeipuuv/gojsonschema', 17], ['go.etcd.io/bbolt', 32], ['go.opentelemetry.io/otel', 230],
  ['go.uber.org/atomic', 27], ['go.uber.org/goleak', 6], ['go.uber.org/multierr', 3], ['go.uber.org/zap', 60],
  ['golang.org/x/exp', 50], ['golang.org/x/exp/typeparams', 7], ['golang.org/x/mod', 21], ['golang.org/x/oauth2', 61],
  ['golang.org/x/time', 2], ['google.golang.org/api', 533], ['gopkg.in/errgo.v1', 1], ['gopkg.in/httprequest.v1', 7],
  ['gopkg.in/rethinkdb/rethinkdb-go.v6', 46], ['gopkg.in/retry.v1', 5], ['rsc.io/binaryregexp', 12],
  ['sigs.k8s.io/yaml', 3],
];

/** Three per stratum (< 30, 30-150, > 150 non-test files), alphabetical order within a stratum, one seeded stream. */
export function goValidate6(): string[] {
  const pool = [...GO_POPULATION_6].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const strata = [pool.filter(([, n]) => n < 30), pool.filter(([, n]) => n >= 30 && n <= 150), pool.filter(([, n]) => n > 150)].map((s) => s.map(([m]) => m));
  const random = mulberry32(6613);
  return strata.flatMap((s) => {
    const rest = [...s];
    const picked: string[] = [];
    while (picked.length < 3 && rest.length > 0) picked.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
    return picked;
  });
}

/** The draw's result (what `tsx bench/support/validate-brace-sets6-go.ts` prints; the benchmark runs goValidate6()). */
export const VALIDATE6_GO = [
  'github.com/containerd/fifo', 'github.com/ssgelm/cookiejarparser', 'github.com/go-openapi/swag', 'github.com/juju/testing',
  'github.com/golang/mock', 'github.com/pion/stun', 'github.com/containerd/containerd', 'github.com/go-playground/locales',
  'cloud.google.com/go',
] as const;

if (process.argv[1]?.endsWith('validate-brace-sets6-go.ts')) console.log(GO_POPULATION_6.length, JSON.stringify(goValidate6(), null, 1));

