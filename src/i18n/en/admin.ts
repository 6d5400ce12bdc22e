import type { de } from '../de'
import type { CatalogueShape } from '../catalogueShape'

/** English texts of /admin; `en.admin` in src/i18n/en.ts. */
export const admin: CatalogueShape<typeof de.admin> = {
  title: 'Admin',
  intro: 'Tools for running this machine: the server’s state, all accounts, your dialogs and the mails in the outbox.',
  server: {
    title: 'Server',
    ok: 'Server reachable',
    database: (db: string) => `Database: ${db === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}`,
    down: 'The server does not answer.',
  },
  users: {
    title: 'Accounts',
    caption: 'All editor accounts of this installation',
    username: 'Email',
    name: 'Name',
    dialogs: 'Own dialogs',
    validated: 'Email confirmed',
    status: 'Status',
    created: 'Created',
    active: 'Active',
    disabled: 'Locked',
    yes: 'yes',
    no: 'no',
    none: 'No accounts yet.',
  },
  dialogs: {
    title: 'Dialogs',
    caption: 'Your own dialogs and those shared with you',
    name: 'Name',
    role: 'Role',
    status: 'Status',
    multichat: 'Multichat',
    multichatNumber: (id: number) => `Multichat ${id}`,
    updated: 'Last changed',
    live: 'Live',
    inactive: 'Inactive',
    none: 'No dialogs yet.',
  },
  outbox: {
    title: 'Outbox',
    caption: 'Mails written to the outbox/ folder without SMTP_URL, newest first',
    subject: 'Subject',
    to: 'To',
    date: 'Date',
    file: 'File',
    none: 'The outbox is empty.',
  },
  reload: 'Reload',
  loading: 'Loading …',
  failed: 'Could not be loaded.',
}
