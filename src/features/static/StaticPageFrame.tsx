import { H1 } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import './static.css'

const LINKS = [
  { to: '/impressum', text: ui.shell.menu.imprint },
  { to: '/datenschutz', text: ui.shell.menu.privacy },
  { to: '/agb', text: ui.shell.menu.terms },
  { to: '/bi', text: ui.legal.about.title },
] as const

/**
 * The frame of the static pages. Some of them have no top bar (docs/product/screens.md#top-bar: Datenschutz,
 * Privacy, About), so every one ends with the legal links and a way back to the start.
 */
export function StaticPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <main className="page static-page">
        <article>
          <H1>{title}</H1>
          {children}
        </article>
      </main>
      <footer className="static-footer">
        <nav aria-label={ui.legal.footer}>
          <ul>
            <li>
              <Link to="/dashboard">{ui.legal.backToStart}</Link>
            </li>
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>
    </>
  )
}
