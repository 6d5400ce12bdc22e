import { Callout, Card, H2, Intent } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { ui } from '../../i18n'
import { globalError } from '../../session/globalError'
import './auth.css'

interface AuthLayoutProps {
  title: string
  intro?: ReactNode
  children: ReactNode
}

/**
 * The frame of the login and recovery screens. docs/product/screens.md#top-bar hides the top bar on Login,
 * Login_Refresh, Magic_link, E-Mail_Validation and E-Mail_Reset_Password, so the product name
 * stands above the card instead. The global error (docs/product/entities.md) is shown here, as a warning.
 */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const { text } = useSnapshot(globalError)
  return (
    <main className="page page-narrow auth-page">
      <p className="auth-product">{ui.productName}</p>
      <Card elevation={2}>
        <H2>{title}</H2>
        {intro && <p>{intro}</p>}
        {text && (
          <Callout intent={Intent.WARNING} role="status" className="page-callout">
            {text}
          </Callout>
        )}
        {children}
      </Card>
    </main>
  )
}

/** A failure of the form: the text alone carries role alert, so tests and screen readers get it verbatim. */
export function FormError({ message, detail }: { message: string | null; detail?: string | undefined }) {
  if (!message) return null
  return (
    <Callout intent={Intent.DANGER} className="page-callout">
      <span role="alert">{message}</span>
      {detail && <p className="auth-detail">{detail}</p>}
    </Callout>
  )
}

/** A success note (the server's German msg). */
export function FormSuccess({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <Callout intent={Intent.SUCCESS} role="status" className="page-callout">
      {message}
    </Callout>
  )
}
