import { ui } from '../i18n'

/**
 * Only the widget route may render inside a frame (docs/reliability/security.md#findings-3-4-11, finding 4).
 * The server's frame-ancestors stops a framed load of any other page, but a client-side
 * navigation inside a framed widget (a link, the catch-all's redirect) loads no document the
 * header could stop: the shell renders this instead of the page, with a way out to a real tab.
 */
export function isFramed(): boolean {
  try {
    return window.self !== window.top
  } catch {
    // A browser that refuses even the comparison is framed by another site.
    return true
  }
}

export function FramedElsewhere() {
  const { framed } = ui.shell
  return (
    <main className="page">
      <p>{framed.notice}</p>
      <a href={window.location.href} target="_blank" rel="noopener noreferrer">
        {framed.open}
      </a>
    </main>
  )
}
