// A minimal source-map reader (VLQ mappings → original file and line), so CPU-profile samples of the
// minified bundle can be grouped by source module without a dependency.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map([...B64].map((c, i) => [c, i]))

/** Per generated line: [generatedColumn, sourceIndex, originalLine] triples, sorted by column. */
type Line = Int32Array

function decodeMappings(mappings: string): Line[] {
  const lines: Line[] = []
  let source = 0
  let originalLine = 0
  for (const lineText of mappings.split(';')) {
    const out: number[] = []
    let column = 0
    for (const segment of lineText.split(',')) {
      if (!segment) continue
      const values: number[] = []
      let value = 0
      let shift = 0
      for (const c of segment) {
        const digit = DIGIT.get(c) ?? 0
        value += (digit & 31) << shift
        if (digit & 32) shift += 5
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += values[0] ?? 0
      if (values.length >= 4) {
        source += values[1] ?? 0
        originalLine += values[2] ?? 0
        out.push(column, source, originalLine)
      }
    }
    lines.push(Int32Array.from(out))
  }
  return lines
}

export interface SourceMap {
  /** The original source (absolute path) and 1-based line of a 0-based generated position, or null. */
  lookup(line: number, column: number): { source: string; line: number } | null
}

export function readSourceMap(jsFile: string): SourceMap | null {
  const mapFile = `${jsFile}.map`
  if (!existsSync(mapFile)) return null
  const raw = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string; mappings: string }
  const lines = decodeMappings(raw.mappings)
  const sources = raw.sources.map((s) => resolve(dirname(mapFile), raw.sourceRoot ?? '', s))
  return {
    lookup(line, column) {
      const entries = lines[line]
      if (!entries || entries.length === 0) return null
      let lo = 0
      let hi = entries.length / 3 - 1
      let found = -1
      while (lo <= hi) {
        const mid = (lo + hi) >> 1
        if ((entries[mid * 3] as number) <= column) {
          found = mid
          lo = mid + 1
        } else hi = mid - 1
      }
      if (found < 0) return null
      return { source: sources[entries[found * 3 + 1] as number] ?? '?', line: (entries[found * 3 + 2] as number) + 1 }
    },
  }
}

/** A short module group for a path relative to the checkout: `@xyflow/system`, `react-dom`, `engine/graph`, `src/features/configurator`. */
export function moduleGroup(source: string): string {
  const nm = source.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/')
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source)
  }
  const parts = source.split('/')
  if (parts[0] === 'engine') return parts.slice(0, 2).join('/')
  if (parts[0] === 'src') return parts.slice(0, Math.min(parts.length - 1, 4)).join('/')
  return source
}
