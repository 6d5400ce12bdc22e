import { isAbsolute, relative } from 'node:path'

/** True when `child` is `parent` or lies below it (both resolved paths). */
export function isInside(child: string, parent: string): boolean {
  const rel = relative(parent, child)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}
