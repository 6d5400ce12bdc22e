/** An outgoing mail (invitations, magic links, e-mail validation, password reset). */
export interface Mail {
  to: string
  subject: string
  text: string
}

/** docs/design/conventions.md: nodemailer with SMTP_URL, else .eml files in DATA_DIR/outbox. Tests inject a fake. */
export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** Keeps mails in memory (tests, and the default until a real mailer is configured). */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = []
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail)
  }
}
