import type { Steps } from '@engine/changes'
import { z } from 'zod'
import { inSlices } from '../workers/slices'
import { invalidInput, parseWith } from './parseWith'

/** Below this many items a list is checked with the rest of the body, in one piece. */
const LONG_LIST = 200

type Path = readonly [string, ...string[]]

function at(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value)
}

/** `value` with the list at `path` replaced (copies along the path, the rest shared). */
function withList(value: unknown, [key, ...rest]: readonly string[], list: unknown): unknown {
  if (key === undefined) return list
  const node = value as Record<string, unknown>
  return { ...node, [key]: withList(node[key], rest, list) }
}

function* eachItem<T extends z.ZodType>(item: T, list: readonly unknown[], path: Path): Steps<z.infer<T>[]> {
  const parsed: z.infer<T>[] = []
  for (const [i, value] of list.entries()) {
    const result = item.safeParse(value)
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({ ...issue, path: [...path, i, ...issue.path] }))
      throw invalidInput(new z.ZodError(issues))
    }
    parsed.push(result.data)
    yield
  }
  return parsed
}

/**
 * parseWith for a body with one long list (a restore's 4,000 sub-changes, /structure's 10,000
 * jumps): the body with that list empty, then the list item by item with `item` (the list's element
 * schema), in slices (server/workers/slices.ts), so a 1 MB body is not checked in one piece on the
 * event loop (issue #27: ~140 ms for a restore of 4,000 blocks). Same result as parseWith of the
 * whole body; a refusal names the item's own field (`change.changes.12.block.type`). The list's
 * length was bounded before (requireAtMost), and the text of the whole body checked
 * (wellFormedInput.ts), as for every request.
 */
export async function parseLongList<S extends z.ZodType, T extends z.ZodType>(
  schema: S,
  body: unknown,
  path: Path,
  item: T,
): Promise<z.infer<S>> {
  const list = at(body, path)
  if (!Array.isArray(list) || list.length < LONG_LIST) return parseWith(schema, body)
  const rest = parseWith(schema, withList(body, path, []))
  return withList(rest, path, await inSlices(eachItem(item, list, path))) as z.infer<S>
}
