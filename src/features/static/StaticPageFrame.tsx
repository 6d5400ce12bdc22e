import { H1 } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { de } from '../../i18n/de'
import './static.css'

const LINKS = [
  { to: '/impressum', text: de.shell.menu.imprint },
  { to: '/datenschutz', text: de.shell.menu.privacy },
  { to: '/agb', text: de.shell.menu.terms },
  { to: '/bi', text: de.legal.about.title },
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
        <nav aria-label={de.legal.footer}>
          <ul>
            <li>
              <Link to="/dashboard">{de.legal.backToStart}</Link>
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
