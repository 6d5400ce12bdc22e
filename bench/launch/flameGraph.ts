// node --import tsx bench/launch/flameGraph.ts <profile.cpuprofile> <out.svg> [--last=16] [--skip-end=2] [--title=…]
//
// A flame graph (SVG) of a V8 CPU profile, as `LAUNCH_CPU_PROF=dir npm run bench:launch` writes one
// per thread of the server. Only the samples of a window are counted: `--last` seconds before the
// profile's end, without its final `--skip-end` seconds (the players' 15 s run, not the start, the
// warm-up or the shutdown). Idle time is left out: the widths are the thread's busy time. Each
// box is a function on a call path (the root at the bottom), as wide as its time with everything
// it called; hovering shows its time. Frames under 0.15 % of the busy time are not drawn, and
// PostgreSQL's WASM frames (its C functions, hundreds deep) are one box.
import { readFileSync, writeFileSync } from 'node:fs'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

interface Frame {
  name: string
  category: Category
  micros: number
  children: Map<string, Frame>
}

type Category = 'app' | 'engine' | 'database' | 'http' | 'wasm' | 'gc' | 'node' | 'other'

const COLORS: Record<Category, string> = {
  app: '#e8914a',
  engine: '#e6b441',
  database: '#6fae6a',
  http: '#5b9bd5',
  wasm: '#9b7bc8',
  gc: '#d9534f',
  node: '#b0b0b0',
  other: '#c9c9a3',
}

function categoryOf(frame: CallFrame): Category {
  const { url, functionName } = frame
  if (functionName === '(garbage collector)') return 'gc'
  if (url.startsWith('wasm://')) return 'wasm'
  if (/node_modules\/(pg|pg-pool|pg-protocol|drizzle-orm|@electric-sql)\//.test(url)) return 'database'
  if (/node_modules\/(fastify|@fastify|find-my-way|light-my-request|avvio|pino)/.test(url)) return 'http'
  if (url.startsWith('node:') || url === '') return 'node'
  if (/\/engine\//.test(url)) return 'engine'
  if (/\/server\//.test(url)) return 'app'
  return 'other'
}

function nameOf(frame: CallFrame): string {
  const file = frame.url.includes('node_modules/')
    ? frame.url.split('node_modules/').pop()
    : frame.url.replace(/^file:\/\/.*?\/(server|engine|bench|src)\//, '$1/')
  const fn = frame.functionName || '(anonymous)'
  return file ? `${fn} ${file}:${frame.lineNumber + 1}` : fn
}

export function flameTree(profile: CpuProfile, lastSeconds: number, skipEndSeconds: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const end = profile.timeDeltas.reduce((a, b) => a + b, 0)
  const from = end - lastSeconds * 1e6
  const to = end - skipEndSeconds * 1e6
  const selfTime = new Map<number, number>()
  let at = 0
  let idle = 0
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0
    at += delta
    if (at < from || at > to) return
    if (byId.get(id)?.callFrame.functionName === '(idle)') idle += delta
    else selfTime.set(id, (selfTime.get(id) ?? 0) + delta)
  })
  const root: Frame = { name: 'all', category: 'other', micros: 0, children: new Map() }
  for (const [id, micros] of selfTime) {
    const path: CallFrame[] = []
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const frame = byId.get(n)?.callFrame
      if (frame && frame.functionName !== '(root)') path.push(frame)
    }
    let at = root
    at.micros += micros
    for (const frame of path.reverse()) {
      // PostgreSQL's own C functions, compiled to WASM, run hundreds of frames deep: one box.
      if (at.category === 'wasm' && categoryOf(frame) === 'wasm') continue
      const name = categoryOf(frame) === 'wasm' ? 'PostgreSQL (WASM)' : nameOf(frame)
      let child = at.children.get(name)
      if (!child) at.children.set(name, (child = { name, category: categoryOf(frame), micros: 0, children: new Map() }))
      child.micros += micros
      at = child
    }
  }
  return { root, idleMicros: idle, windowMicros: to - from }
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function flameSvg(tree: ReturnType<typeof flameTree>, title: string): string {
  const { root } = tree
  const width = 1200
  const row = 16
  const minMicros = root.micros * 0.0015
  const boxes: { level: number; x: number; w: number; frame: Frame }[] = []
  let depth = 0
  const place = (frame: Frame, x: number, level: number) => {
    depth = Math.max(depth, level)
    boxes.push({ level, x, w: (frame.micros / root.micros) * width, frame })
    let cx = x
    for (const child of [...frame.children.values()].sort((a, b) => b.micros - a.micros)) {
      if (child.micros < minMicros) continue
      place(child, cx, level + 1)
      cx += (child.micros / root.micros) * width
    }
  }
  place(root, 0, 0)
  const top = 40
  const height = top + (depth + 1) * row + 10
  const rects = boxes.map(({ level, x, w, frame }) => {
    const y = height - 10 - (level + 1) * row
    const share = ((frame.micros / root.micros) * 100).toFixed(1)
    const label = w > 40 ? escape(frame.name.slice(0, Math.floor(w / 6.2))) : ''
    return (
      `<g><title>${escape(frame.name)}: ${(frame.micros / 1000).toFixed(0)} ms, ${share} %</title>` +
      `<rect x="${x.toFixed(1)}" y="${y}" width="${Math.max(0.5, w - 0.5).toFixed(1)}" height="${row - 1}" fill="${COLORS[frame.category]}"/>` +
      (label ? `<text x="${(x + 3).toFixed(1)}" y="${y + 11.5}">${label}</text>` : '') +
      '</g>'
    )
  })
  const busy = root.micros / 1000
  const idleShare = ((tree.idleMicros / Math.max(1, tree.windowMicros)) * 100).toFixed(0)
  const legend = (Object.keys(COLORS) as Category[])
    .map(
      (c, i) =>
        `<rect x="${600 + i * 75}" y="23" width="10" height="10" fill="${COLORS[c]}"/><text x="${614 + i * 75}" y="32">${c}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="monospace" font-size="10">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="4" y="17" font-size="12">${escape(title)}</text>` +
    `<text x="4" y="32">busy ${busy.toFixed(0)} ms of a ${(tree.windowMicros / 1e6).toFixed(0)} s window (idle ${idleShare} %); width = time incl. callees</text>` +
    legend +
    rects.join('') +
    '</svg>\n'
  )
}

if (process.argv[1]?.endsWith('flameGraph.ts')) {
  const [input, output] = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  if (!input || !output) {
    console.error('usage: flameGraph.ts <profile.cpuprofile> <out.svg> [--last=16] [--skip-end=2] [--title=…]')
    process.exit(2)
  }
  const option = (name: string) =>
    process.argv
      .find((a) => a.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=')
  const profile = JSON.parse(readFileSync(input, 'utf8')) as CpuProfile
  const tree = flameTree(profile, Number(option('last') ?? 16), Number(option('skip-end') ?? 2))
  writeFileSync(output, flameSvg(tree, option('title') ?? input))
  console.log(`${output}: ${(tree.root.micros / 1000).toFixed(0)} ms busy`)
}
