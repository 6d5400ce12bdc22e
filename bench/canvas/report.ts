// Summaries per dialog variant, ratios against the 20-block baseline, and the printed table.
import { ratio, round, type Summary, summarize } from '../stats'
import type { EditSample } from './edit'
import type { FrameStats } from './frames'
import type { OpenSample } from './measure'

export interface VariantSamples {
  name: string
  blocks: number
  jumps: number
  positioned: boolean
  coldOpen: OpenSample
  opens: OpenSample[]
  idle: FrameStats[]
  pan: FrameStats[]
  zoom: (FrameStats & { minZoom: number })[]
  edits: (EditSample & { blockId: string })[]
}

const frames = (runs: FrameStats[]) => ({
  fps: summarize(runs.map((r) => r.fps)),
  frameP95Ms: summarize(runs.map((r) => r.frameP95)),
  frameMaxMs: summarize(runs.map((r) => r.frameMax)),
  longFrames: summarize(runs.map((r) => r.longFrames)),
  maxNodesInDom: Math.max(...runs.map((r) => r.maxNodesInDom)),
})

export function summarizeVariant(v: VariantSamples) {
  // Other nodes (or edges) changing would break the target; the minimap is not a node.
  const isNode = (m: string) => !m.startsWith('minimap:') && !m.startsWith('other:')
  const unexpected = v.edits.map((e) => e.mutated.filter((m) => m !== e.blockId && isNode(m)))
  const editedShown = v.edits.every((e) => e.mutated.includes(e.blockId) && e.commitMs.length === e.keystrokes)
  return {
    name: v.name,
    blocks: v.blocks,
    jumps: v.jumps,
    positioned: v.positioned,
    open: {
      wallMs: summarize(v.opens.map((o) => o.wallMs)),
      firstNodeMs: summarize(v.opens.map((o) => o.firstNode)),
      dataResponseEndMs: summarize(v.opens.map((o) => o.dataResponseEnd)),
      afterDataMs: summarize(v.opens.map((o) => o.firstNode - o.dataResponseEnd)),
      firstEdgeMs: summarize(v.opens.map((o) => o.firstEdge ?? NaN)),
      nodesInDom: Math.max(...v.opens.map((o) => o.nodesInDom)),
      peakNodesInDom: Math.max(...v.opens.map((o) => o.peakNodesInDom)),
      edgesInDom: Math.max(...v.opens.map((o) => o.edgesInDom)),
      coldWallMs: round(v.coldOpen.wallMs, 1),
    },
    idle: frames(v.idle),
    pan: frames(v.pan),
    zoom: { ...frames(v.zoom), minZoom: round(Math.min(...v.zoom.map((z) => z.minZoom)), 3) },
    edit: {
      onlyEditedNode: editedShown && unexpected.every((u) => u.length === 0),
      editedNodeShowedEveryKeystroke: editedShown,
      otherNodesMutated: [...new Set(unexpected.flat())].slice(0, 20),
      /** Outside the nodes and edges (e.g. the minimap repainting on each keystroke). */
      nonNodeMutations: [...new Set(v.edits.flatMap((e) => e.mutated.filter((m) => !isNode(m))))],
      keystrokes: v.edits.reduce((n, e) => n + e.keystrokes, 0),
      commitMs: summarize(v.edits.flatMap((e) => e.commitMs)),
      frameMs: summarize(v.edits.flatMap((e) => e.frameMs)),
    },
  }
}
export type VariantSummary = ReturnType<typeof summarizeVariant>

const pair = (a: Summary, b: Summary) => ({ median: ratio(a.median, b.median), p95: ratio(a.p95, b.p95) })

/** Every figure of a variant divided by the same figure of the baseline measured in the same run. */
export function ratiosTo(v: VariantSummary, base: VariantSummary) {
  return {
    openWall: pair(v.open.wallMs, base.open.wallMs),
    openFirstNode: pair(v.open.firstNodeMs, base.open.firstNodeMs),
    openFirstEdge: pair(v.open.firstEdgeMs, base.open.firstEdgeMs),
    openAfterData: pair(v.open.afterDataMs, base.open.afterDataMs),
    nodesInDom: ratio(v.open.nodesInDom, base.open.nodesInDom),
    panFps: pair(v.pan.fps, base.pan.fps),
    panFrameP95: pair(v.pan.frameP95Ms, base.pan.frameP95Ms),
    zoomFps: pair(v.zoom.fps, base.zoom.fps),
    zoomFrameP95: pair(v.zoom.frameP95Ms, base.zoom.frameP95Ms),
    editCommit: pair(v.edit.commitMs, base.edit.commitMs),
    editFrame: pair(v.edit.frameMs, base.edit.frameMs),
  }
}

const f = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2))
const mp = (s: Summary) => `${f(s.median)} / ${f(s.p95)}`

export function printTable(rows: VariantSummary[], baseline: VariantSummary) {
  const head = [
    'dialog',
    'open ms',
    'first node',
    'first edge',
    'DOM nodes (peak)',
    'pan fps',
    'pan p95 ms',
    'zoom fps',
    'zoom p95 ms',
    'long',
    'key→DOM ms',
    'only edited',
    'open ×',
    'pan fps ×',
  ]
  const lines = rows.map((r) => {
    const x = ratiosTo(r, baseline)
    return [
      r.name,
      mp(r.open.wallMs),
      mp(r.open.firstNodeMs),
      mp(r.open.firstEdgeMs),
      `${r.open.nodesInDom} (${r.open.peakNodesInDom})`,
      mp(r.pan.fps),
      mp(r.pan.frameP95Ms),
      mp(r.zoom.fps),
      mp(r.zoom.frameP95Ms),
      `${r.pan.longFrames.median}+${r.zoom.longFrames.median}`,
      mp(r.edit.commitMs),
      r.edit.onlyEditedNode ? 'yes' : 'NO',
      String(x.openWall.median),
      String(x.panFps.median),
    ]
  })
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)))
  const fmtRow = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')
  console.log(
    `\n${fmtRow(head)}\n${lines.map(fmtRow).join('\n')}\n(median / p95; long = frames > 33 ms in pan + zoom, medians; × = ratio to the ${baseline.name} baseline)`,
  )
}
