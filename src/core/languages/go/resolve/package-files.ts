/** A Go package is a folder: the non-test .go files beside `file` (itself included). */
export function goPackageFiles(file: string, files: readonly string[]): string[] {
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  return files.filter((f) => f.startsWith(dir) && f.endsWith('.go') && !f.endsWith('_test.go') && !f.slice(dir.length).includes('/'));
}
