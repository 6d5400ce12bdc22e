import type { BlockDropoff, BlockSummary } from '@engine/api/analyse'
import type { ReactElement } from 'react'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { Snapshot } from 'valtio'
import { ui } from '../../i18n'
import { formatCount, formatDecimal } from '../../i18n/formatNumbers'
import { axisLabel, formatDay } from './formatAnalyse'

const t = ui.analyse

/** Theme colours of the charts (Blueprint's intent palette). */
const COLOR = { primary: '#2d72d2', danger: '#cd4246', success: '#238551', muted: '#8f99a8' }

/** A fixed height and a start size: the container measures later, and not at all in tests. */
function ChartBox({ label, height = 260, children }: { label: string; height?: number; children: ReactElement }) {
  return (
    <figure className="analyse-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={height} minWidth={280} initialDimension={{ width: 640, height }}>
        {children}
      </ResponsiveContainer>
    </figure>
  )
}

const countTick = (n: number) => formatCount(n)

/** Characters of a block name beside the drop-off bars (two short lines at 12 px in 200 px). */
const BLOCK_LABEL_CHARS = 48
/** Characters of a slanted category label under a bar (option texts, number bins). */
const CATEGORY_LABEL_CHARS = 24

/** Drop-off per block as a funnel: reached and left side by side, in block order. */
export function DropoffChart({ rows }: { rows: Snapshot<BlockDropoff[]> }) {
  const data = rows.map((r) => ({
    name: `${r.order + 1}. ${r.question || r.unique_question_id}`,
    reached: r.reached,
    left: r.left,
  }))
  return (
    <ChartBox label={t.dropoffTitle} height={Math.max(200, 40 * data.length + 60)}>
      <BarChart data={data} layout="vertical" margin={{ left: 16, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={countTick} />
        <YAxis
          type="category"
          dataKey="name"
          width={200}
          interval={0}
          tick={{ fontSize: 12 }}
          tickFormatter={(name: string) => axisLabel(name, BLOCK_LABEL_CHARS)}
        />
        <Tooltip formatter={(v) => formatCount(Number(v))} />
        <Legend />
        <Bar dataKey="reached" name={t.dropoffColumns.reached} fill={COLOR.primary} isAnimationActive={false} />
        <Bar dataKey="left" name={t.dropoffColumns.left} fill={COLOR.danger} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  )
}

export function PerDayChart({
  days,
}: {
  days: readonly { day: string; started: number; finished: number; answers: number }[]
}) {
  const data = days.map((d) => ({ ...d, label: formatDay(d.day, true) }))
  return (
    <ChartBox label={t.perDayTitle}>
      <LineChart data={data} margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" minTickGap={16} />
        <YAxis allowDecimals={false} tickFormatter={countTick} />
        <Tooltip formatter={(v) => formatCount(Number(v))} />
        <Legend />
        <Line dataKey="started" name={t.perDay.started} stroke={COLOR.primary} isAnimationActive={false} />
        <Line dataKey="finished" name={t.perDay.finished} stroke={COLOR.success} isAnimationActive={false} />
        <Line dataKey="answers" name={t.perDay.answers} stroke={COLOR.muted} isAnimationActive={false} />
      </LineChart>
    </ChartBox>
  )
}

/**
 * Counts per category. Every category keeps its tick (interval 0), so the labels are cut
 * (axisLabel; the tooltip shows the whole text) and slanted, and the axis is as high as a slanted
 * label needs: side by side they overlapped (issue #28).
 */
function CountBars({ label, data }: { label: string; data: { name: string; count: number }[] }) {
  return (
    <ChartBox label={label} height={300}>
      <BarChart data={data} margin={{ left: 32, right: 16, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="name"
          interval={0}
          angle={-30}
          textAnchor="end"
          height={90}
          tick={{ fontSize: 12 }}
          tickFormatter={(name: string) => axisLabel(name, CATEGORY_LABEL_CHARS)}
        />
        <YAxis allowDecimals={false} tickFormatter={countTick} />
        <Tooltip formatter={(v) => formatCount(Number(v))} />
        <Bar dataKey="count" name={t.count} fill={COLOR.primary} isAnimationActive={false} />
      </BarChart>
    </ChartBox>
  )
}

/** Choice options or likert values with their counts. */
export function DistributionChart({ block }: { block: Snapshot<BlockSummary> }) {
  const data = (block.distribution ?? []).map((d) => ({ name: d.label || d.key, count: d.count }))
  return <CountBars label={block.question || block.unique_question_id} data={data} />
}

/** Number answers in the server's equal-width bins, labelled "10–20". */
export function HistogramChart({ block }: { block: Snapshot<BlockSummary> }) {
  const data = (block.histogram ?? []).map((b) => ({
    name: `${formatDecimal(b.from)}–${formatDecimal(b.to)}`,
    count: b.count,
  }))
  return <CountBars label={t.histogramTitle} data={data} />
}
