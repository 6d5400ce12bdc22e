import { Card } from '@blueprintjs/core'
import type { CSSProperties } from 'react'
import './figureCards.css'

/**
 * The headline figures of an analysis page (label, formatted value) as a grid of cards, in rows of
 * equal length: all in one row where the page is wide enough, else half of them a row, so six
 * figures never leave one alone on a second row (figureCards.css).
 */
export function FigureCards({ figures, label }: { figures: readonly (readonly [string, string])[]; label: string }) {
  const columns = { '--figures': figures.length, '--half-figures': Math.ceil(figures.length / 2) } as CSSProperties
  return (
    <dl className="figure-cards" aria-label={label} style={columns}>
      {figures.map(([name, value]) => (
        <Card key={name} elevation={1}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Card>
      ))}
    </dl>
  )
}
