import { Card } from '@blueprintjs/core'
import './figureCards.css'

/** The headline figures of an analysis page (label, formatted value) as a grid of cards. */
export function FigureCards({ figures, label }: { figures: readonly (readonly [string, string])[]; label: string }) {
  return (
    <dl className="figure-cards" aria-label={label}>
      {figures.map(([name, value]) => (
        <Card key={name} elevation={1}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </Card>
      ))}
    </dl>
  )
}
