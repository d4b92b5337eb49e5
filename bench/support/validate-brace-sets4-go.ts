/**
 * bench:validate-brace's FOURTH held-out set for Go (DESIGN.md §5), DECLARED IN WRITING 2026-12-05
 * ~15:50 UTC (session 11, task T5, issue 22), before any run of the answer checks on it. Held out 1-3
 * are tuning data from now on (the session-11 fixes were made on held out 3's misses and the tests).
 *
 * Rule: the population is every Go module (a directory under /usr/share/gocode/src holding a go.mod,
 * nested modules excluded; sized by its non-test .go files, testdata and vendor excluded: goModules /
 * goFiles of validate-brace-sets.ts) installed on the benchmark machine at declaration time, after the
 * lead's bench setup of session 11 (frozen below: the machine is shared and others install packages),
 * MINUS every module whose exact import path occurs in any committed file under bench/, test/, src/,
 * docs/ or scripts/ at commit c19528b (bench/results/*.log excluded; the frozen GO_POPULATION_3 list of
 * validate-brace-sets3.ts is not counted as a use, its drawn VALIDATE3_GO is): every earlier validate set
 * (first, second, third, tuning), every retrieval set and every module a test reads. 44 of 183 modules
 * are excluded that way. Strata by non-test .go files: < 30, 30-150, > 150 (as the third set); three per
 * stratum drawn with mulberry32(4411) over each stratum in alphabetical order (validate-brace-sets.ts's
 * draw). Targets inside a package: the benchmark's own rule, 10 per package (seed 22). No package was
 * installed for it. The draw's result is VALIDATE4_GO below (printed by `tsx bench/support/validate-brace-sets4-go.ts`).
 * The first run on it is the blind one; after it, it is a tuning set.
 */
import { draw } from './validate-brace-sets.js';

/** [module, non-test .go files] of the Go population less every module named in the repository (frozen 2026-12-05). */
export const GO_POPULATION_4: readonly (readonly [string, number])[] = [
  ['github.com/Azure/azure-pipeline-go', 10], ['github.com/GeertJohan/go.incremental', 13],
  ['github.com/GeertJohan/go.rice', 21], ['github.com/Shopify/sarama', 112], ['github.com/akavel/rsrc', 9],
  ['github.com/alecthomas/units', 4], ['github.com/aws/aws-sdk-go', 2098], ['github.com/benbjohnson/clock', 2],
  ['github.com/beorn7/perks', 3], ['github.com/bits-and-blooms/bitset', 7], ['github.com/bradleyjkemp/cupaloy', 6],
  ['github.com/casbin/casbin', 43], ['github.com/cenkalti/backoff', 7], ['github.com/cespare/xxhash', 6],
  ['github.com/charmbracelet/keygen', 1], ['github.com/cilium/ebpf', 98], ['github.com/cockroachdb/datadriven', 4],
  ['github.com/coreos/go-systemd', 34], ['github.com/cpuguy83/go-md2man/v2', 3], ['github.com/creack/pty', 42],
  ['github.com/daaku/go.zipexe', 1], ['github.com/dghubble/sling', 4], ['github.com/dnstap/golang-dnstap', 18],
  ['github.com/dvsekhvalnov/jose2go', 30], ['github.com/eiannone/keyboard', 6], ['github.com/ghodss/yaml', 3],
  ['github.com/go-kit/kit', 100], ['github.com/go-kit/log', 22], ['github.com/go-logfmt/logfmt', 4],
  ['github.com/go-openapi/jsonpointer', 1], ['github.com/go-openapi/swag', 16],
  ['github.com/go-restruct/restruct', 21], ['github.com/go-sql-driver/mysql', 22], ['github.com/go-stack/stack', 1],
  ['github.com/gobuffalo/envy', 1], ['github.com/godbus/dbus', 54], ['github.com/gogo/protobuf', 272],
  ['github.com/golang/mock', 66], ['github.com/golang/protobuf', 41], ['github.com/golang/snappy', 7],
  ['github.com/golang-jwt/jwt', 24], ['github.com/google/go-github', 134], ['github.com/google/go-querystring', 1],
  ['github.com/google/subcommands', 1], ['github.com/gorilla/sessions', 8], ['github.com/gorilla/websocket', 15],
  ['github.com/grpc-ecosystem/go-grpc-middleware', 70], ['github.com/grpc-ecosystem/go-grpc-prometheus', 15],
  ['github.com/hashicorp/go-cleanhttp', 3], ['github.com/hashicorp/go-hclog', 11], ['github.com/hashicorp/go-uuid', 1],
  ['github.com/jinzhu/gorm', 30], ['github.com/jinzhu/inflection', 1], ['github.com/jmespath/go-jmespath', 32],
  ['github.com/jmoiron/sqlx', 8], ['github.com/joho/godotenv', 4], ['github.com/josharian/intern', 1],
  ['github.com/json-iterator/go', 48], ['github.com/julienschmidt/httprouter', 3],
  ['github.com/klauspost/compress', 111], ['github.com/klauspost/cpuid/v2', 10],
  ['github.com/klauspost/reedsolomon', 21], ['github.com/kr/fs', 2], ['github.com/kr/pretty', 4],
  ['github.com/kr/text', 9], ['github.com/lib/pq', 30], ['github.com/mailru/easyjson', 73],
  ['github.com/maruel/natural', 1], ['github.com/mattn/go-ieproxy', 15], ['github.com/mattn/go-sqlite3', 55],
  ['github.com/miekg/dns', 51], ['github.com/miekg/pkcs11', 13], ['github.com/minio/md5-simd', 8],
  ['github.com/minio/sha256-simd', 7], ['github.com/mitchellh/go-homedir', 1],
  ['github.com/mitchellh/mapstructure', 3], ['github.com/modern-go/reflect2', 23],
  ['github.com/nkovacs/streamquote', 2], ['github.com/nxadm/tail', 13], ['github.com/onsi/ginkgo', 120],
  ['github.com/onsi/gomega', 77], ['github.com/opencontainers/selinux', 12],
  ['github.com/opentracing/opentracing-go', 16], ['github.com/openzipkin/zipkin-go', 43],
  ['github.com/pborman/uuid', 11], ['github.com/pion/dtls/v2', 115], ['github.com/pion/ice/v2', 44],
  ['github.com/pion/interceptor', 71], ['github.com/pion/logging', 2], ['github.com/pion/mdns', 6],
  ['github.com/pion/randutil', 2], ['github.com/pion/rtcp', 24], ['github.com/pion/rtp', 25],
  ['github.com/pion/sdp', 13], ['github.com/pion/srtp/v2', 19], ['github.com/pion/stun', 33],
  ['github.com/pion/transport', 41], ['github.com/pion/turn/v2', 53], ['github.com/pion/udp', 2],
  ['github.com/pkg/diff', 12], ['github.com/prometheus/client_golang', 55], ['github.com/prometheus/client_model', 2],
  ['github.com/prometheus/common', 32], ['github.com/prometheus/procfs', 94],
  ['github.com/remyoudompheng/go-liblzma', 4], ['github.com/rogpeppe/go-internal', 72], ['github.com/rs/xid', 8],
  ['github.com/shurcooL/sanitized_anchor_name', 1], ['github.com/smartystreets/goconvey', 44],
  ['github.com/soheilhy/cmux', 5], ['github.com/spf13/cast', 3], ['github.com/spf13/jwalterweatherman', 3],
  ['github.com/streadway/amqp', 19], ['github.com/subosito/gotenv', 1], ['github.com/templexxx/xorsimd', 3],
  ['github.com/theupdateframework/notary', 127], ['github.com/tjfoc/gmsm', 11], ['github.com/valyala/fasttemplate', 3],
  ['github.com/vishvananda/netlink', 76], ['github.com/vishvananda/netns', 3],
  ['github.com/weppos/publicsuffix-go', 4], ['github.com/xo/terminfo', 11], ['github.com/yuin/goldmark', 48],
  ['go.etcd.io/bbolt', 32], ['go.etcd.io/etcd', 600], ['go.opencensus.io', 115], ['go.uber.org/atomic', 27],
  ['go.uber.org/goleak', 6], ['go.uber.org/multierr', 3], ['go.uber.org/zap', 60], ['golang.org/x/mod', 21],
  ['golang.org/x/oauth2', 61], ['golang.org/x/time', 2], ['golang.org/x/xerrors', 8],
  ['google.golang.org/genproto', 2331], ['google.golang.org/grpc', 191], ['gopkg.in/errgo.v2', 6],
  ['gopkg.in/rethinkdb/rethinkdb-go.v6', 46], ['sigs.k8s.io/yaml', 3],
];

export const goValidate4 = (): string[] => {
  const size = new Map(GO_POPULATION_4.map(([n, c]) => [n, c] as const));
  return draw(GO_POPULATION_4.map(([n]) => n), (n) => size.get(n) ?? 0, [30, 150], 4411);
};

/** The draw's result (2026-12-05, printed by this file before any run on it). */
export const VALIDATE4_GO = [
  'github.com/jmoiron/sqlx', 'github.com/golang/snappy', 'golang.org/x/xerrors', 'go.opencensus.io', 'github.com/prometheus/procfs',
  'github.com/yuin/goldmark', 'github.com/aws/aws-sdk-go', 'google.golang.org/genproto', 'google.golang.org/grpc',
] as const;

if (process.argv[1]?.endsWith('validate-brace-sets4-go.ts')) console.log(JSON.stringify(goValidate4(), null, 1));
