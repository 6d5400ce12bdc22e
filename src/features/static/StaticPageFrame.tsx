import { H1 } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ui } from '../../i18n'
import './static.css'

/** The footer's words; the respondent's privacy page passes the dialog language's. */
export interface FrameLinks {
  footer: string
  backToStart: string
  imprint: string
  privacy: string
  terms: string
  about: string
}

const UI_LINKS: FrameLinks = {
  footer: ui.legal.footer,
  backToStart: ui.legal.backToStart,
  imprint: ui.shell.menu.imprint,
  privacy: ui.shell.menu.privacy,
  terms: ui.shell.menu.terms,
  about: ui.legal.about.title,
}

const linksOf = (t: FrameLinks) => [
  { to: '/impressum', text: t.imprint },
  { to: '/datenschutz', text: t.privacy },
  { to: '/agb', text: t.terms },
  { to: '/bi', text: t.about },
]

/**
 * The frame of the static pages. Some of them have no top bar (docs/product/screens.md#top-bar: Datenschutz,
 * Privacy, About), so every one ends with the legal links and a way back to the start.
 */
export function StaticPageFrame({
  title,
  children,
  links = UI_LINKS,
  lang,
}: {
  title: string
  children: ReactNode
  links?: FrameLinks
  /** The page's language when it is not the UI's (a respondent's page). */
  lang?: string
}) {
  return (
    <>
      <main className="page static-page" lang={lang}>
        <article>
          <H1>{title}</H1>
          {children}
        </article>
      </main>
      <footer className="static-footer">
        <nav aria-label={links.footer} lang={lang}>
          <ul>
            <li>
              <Link to="/dashboard">{links.backToStart}</Link>
            </li>
            {linksOf(links).map((link) => (
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
