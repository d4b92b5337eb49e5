/** Names every Rust body may use without a `use`: the std prelude, primitive types, std macros and path roots. */
export const RUST_PRELUDE: ReadonlySet<string> = new Set([
  'self', 'Self', 'super', 'crate', 'std', 'core', 'alloc',
  'Option', 'Some', 'None', 'Result', 'Ok', 'Err', 'Box', 'String', 'Vec', 'ToString', 'ToOwned', 'Clone', 'Copy', 'Send', 'Sync',
  'Sized', 'Unpin', 'Drop', 'Fn', 'FnMut', 'FnOnce', 'Iterator', 'IntoIterator', 'DoubleEndedIterator', 'ExactSizeIterator',
  'Extend', 'Default', 'Eq', 'PartialEq', 'Ord', 'PartialOrd', 'AsRef', 'AsMut', 'Into', 'From', 'TryFrom', 'TryInto',
  'FromIterator', 'Debug', 'Hash',
  'bool', 'char', 'str', 'u8', 'u16', 'u32', 'u64', 'u128', 'usize', 'i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'f32', 'f64',
  'println', 'print', 'eprintln', 'eprint', 'format', 'format_args', 'write', 'writeln', 'vec', 'panic', 'assert', 'assert_eq',
  'assert_ne', 'debug_assert', 'debug_assert_eq', 'debug_assert_ne', 'matches', 'unreachable', 'todo', 'unimplemented', 'dbg',
  'concat', 'stringify', 'include_str', 'include_bytes', 'env', 'option_env', 'line', 'column', 'file', 'module_path', 'cfg',
  'compile_error', 'drop', 'main',
]);

/** The std macros among them: a macro's name binds no path (`format::time(..)` needs the crate's `mod format` in scope). */
export const RUST_PRELUDE_MACROS: ReadonlySet<string> = new Set([
  'println', 'print', 'eprintln', 'eprint', 'format', 'format_args', 'write', 'writeln', 'vec', 'panic', 'assert', 'assert_eq',
  'assert_ne', 'debug_assert', 'debug_assert_eq', 'debug_assert_ne', 'matches', 'unreachable', 'todo', 'unimplemented', 'dbg',
  'concat', 'stringify', 'include_str', 'include_bytes', 'env', 'option_env', 'line', 'column', 'file', 'module_path', 'cfg',
  'compile_error',
]);

/**
 * Every macro std puts in every crate's scope with no `use` (its `#[macro_export]` root macros, stable and unstable, 1.63 to
 * 1.9x): a bare invocation of any other needs a `use`, a `macro_rules!` in textual scope or a `#[macro_use]`.
 */
export const STD_ROOT_MACROS: ReadonlySet<string> = new Set([...RUST_PRELUDE_MACROS, 'include', 'thread_local', 'try', 'concat_idents',
  'concat_bytes', 'const_format_args', 'format_args_nl', 'log_syntax', 'trace_macros', 'is_x86_feature_detected',
  'is_arm_feature_detected', 'is_aarch64_feature_detected', 'is_riscv_feature_detected', 'is_powerpc_feature_detected',
  'is_powerpc64_feature_detected', 'is_mips_feature_detected', 'is_mips64_feature_detected', 'is_loongarch_feature_detected',
  'cfg_match', 'cfg_select', 'assert_matches', 'debug_assert_matches', 'unreachable', 'env', 'module_path', 'ready', 'pin',
  'addr_of', 'addr_of_mut', 'asm', 'global_asm', 'select', 'join', 'offset_of', 'autodiff', 'derive', 'test', 'bench']);
