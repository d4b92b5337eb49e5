/**
 * Go standard library packages by the name a body uses them under (`utf8.RuneLen` -> "unicode/utf8"):
 * the packages an import line can be written for without reading anything. Where two share a name
 * (math/rand and crypto/rand, text/template and html/template) the more common one is listed.
 */
const PATHS = [
  'archive/tar', 'archive/zip', 'bufio', 'bytes', 'cmp', 'compress/gzip', 'compress/zlib', 'compress/flate', 'container/heap',
  'container/list', 'container/ring', 'context', 'crypto', 'crypto/aes', 'crypto/cipher', 'crypto/ecdsa', 'crypto/ed25519',
  'crypto/elliptic', 'crypto/hmac', 'crypto/md5', 'crypto/rsa', 'crypto/sha1', 'crypto/sha256', 'crypto/sha512',
  'crypto/subtle', 'crypto/tls', 'crypto/x509', 'database/sql', 'debug/elf', 'embed', 'encoding', 'encoding/base32',
  'encoding/base64', 'encoding/binary', 'encoding/csv', 'encoding/gob', 'encoding/hex', 'encoding/json', 'encoding/pem',
  'encoding/xml', 'errors', 'expvar', 'flag', 'fmt', 'go/ast', 'go/build', 'go/format', 'go/parser', 'go/token', 'go/types',
  'hash', 'hash/adler32', 'hash/crc32', 'hash/crc64', 'hash/fnv', 'hash/maphash', 'html', 'image', 'image/color', 'image/png',
  'io', 'io/fs', 'io/ioutil', 'iter', 'log', 'log/slog', 'log/syslog', 'maps', 'math', 'math/big', 'math/bits', 'math/cmplx',
  'math/rand', 'mime', 'mime/multipart', 'net', 'net/http', 'net/http/httptest', 'net/http/httputil', 'net/mail',
  'net/netip', 'net/rpc', 'net/smtp', 'net/textproto', 'net/url', 'os', 'os/exec', 'os/signal', 'os/user', 'path',
  'path/filepath', 'plugin', 'reflect', 'regexp', 'regexp/syntax', 'runtime', 'runtime/debug', 'runtime/pprof', 'slices',
  'sort', 'strconv', 'strings', 'sync', 'sync/atomic', 'syscall', 'testing', 'testing/fstest', 'testing/iotest',
  'text/scanner', 'text/tabwriter', 'text/template', 'time', 'unicode', 'unicode/utf16', 'unicode/utf8', 'unique', 'unsafe',
];

export const GO_STDLIB: ReadonlyMap<string, string> = new Map(PATHS.map((p) => [p.slice(p.lastIndexOf('/') + 1), p] as const));
