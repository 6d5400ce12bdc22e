import { defineConfig } from 'drizzle-kit'

// `npm run db:generate` writes a new SQL migration from server/db/schema.ts; the server runs
// the migrations at start-up on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
