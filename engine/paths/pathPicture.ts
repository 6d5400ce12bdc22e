/**
 * How respondents went through a dialog (issue #32): how many reached each block and took each
 * jump, where they stopped, and the most frequent paths. One shape for the simulated respondents
 * (engine `simulateRespondents`) and the real ones (the server's aggregate in Analyse), so the
 * canvas draws both with one heat map. Plain JSON.
 */
export interface PathPicture {
  /** Respondents counted. */
  respondents: number
  /** Respondents who reached the dialog's end (the ending was shown). */
  finished: number
  /** Per block id: respondents who were shown the block (each counted once per respondent). */
  reached: Record<string, number>
  /** Per jump (`jumpKey(source, handle)`): respondents who took it (once per respondent). */
  jumps: Record<string, number>
  /** Per block id: respondents whose conversation stopped there without finishing. */
  stopped: Record<string, number>
  /** The most frequent paths (blocks in the order first shown), most frequent first. */
  paths: PathCount[]
}

export interface PathCount {
  blocks: string[]
  count: number
  finished: boolean
}

/** The key of a jump in `PathPicture.jumps`. */
export const jumpKey = (source: string, handle: string): string => `${source}\u0000${handle}`

/** One respondent's way: blocks in the order first shown, jumps taken, and whether they finished. */
export interface RespondentPath {
  blocks: readonly string[]
  jumps: readonly { source: string; handle: string }[]
  finished: boolean
}

/** How many paths a picture lists at most (the rest are counted in `reached` and `jumps` only). */
export const MAX_LISTED_PATHS = 50

/**
 * Adds respondents' paths one at a time; `picture()` reads the result. Each `add` costs the
 * length of the path; the path table keeps one entry per distinct path (a Map keyed by the path),
 * and `picture()` sorts them once.
 */
export function pathPictureBuilder(maxPaths = MAX_LISTED_PATHS) {
  const reached: Record<string, number> = {}
  const jumps: Record<string, number> = {}
  const stopped: Record<string, number> = {}
  const paths = new Map<string, PathCount>()
  let respondents = 0
  let finished = 0
  return {
    add(path: RespondentPath): void {
      respondents++
      if (path.finished) finished++
      const seenBlocks = new Set<string>()
      for (const block of path.blocks) {
        if (seenBlocks.has(block)) continue
        seenBlocks.add(block)
        reached[block] = (reached[block] ?? 0) + 1
      }
      const seenJumps = new Set<string>()
      for (const { source, handle } of path.jumps) {
        const key = jumpKey(source, handle)
        if (seenJumps.has(key)) continue
        seenJumps.add(key)
        jumps[key] = (jumps[key] ?? 0) + 1
      }
      const last = path.blocks[path.blocks.length - 1]
      if (!path.finished && last !== undefined) stopped[last] = (stopped[last] ?? 0) + 1
      const key = `${path.finished ? 1 : 0}\u0000${path.blocks.join('\u0000')}`
      const known = paths.get(key)
      if (known) known.count++
      else paths.set(key, { blocks: [...path.blocks], count: 1, finished: path.finished })
    },
    picture(): PathPicture {
      const listed = [...paths.values()]
        .sort((a, b) => b.count - a.count || a.blocks.length - b.blocks.length)
        .slice(0, maxPaths)
      return {
        respondents,
        finished,
        reached: { ...reached },
        jumps: { ...jumps },
        stopped: { ...stopped },
        paths: listed,
      }
    },
  }
}
