// Paths as sessions write them: POSIX or Windows separators, sometimes with a trailing one.

/** The last segment of a path ("README.md" of "docs/README.md", "HAWZX-AI" of "~\HAWZX\HAWZX-AI\"). */
export function pathLeaf(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}
