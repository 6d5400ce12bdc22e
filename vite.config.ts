import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const engineDir = fileURLToPath(new URL('./engine', import.meta.url))

/** The app's test files that mock a module: they run isolated (project `ui-mocks`). */
const uiFilesMocking = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `src/${name}`)
  .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')))
const apiPort = Number(process.env.API_PORT ?? 3001)

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@engine': engineDir } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and its jitless setting in one chunk, which every chunk with a schema imports: the
          // setting runs before any schema is made, also with the editors' pages loaded on demand
          // (a schema made before it probes `new Function`, a CSP violation: src/zodWithoutEval.ts).
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zodWithoutEval\.ts$/ }],
        },
      },
    },
  },
  // The simulation worker (src/features/simulation) imports the engine: a module worker, code-split like the app.
  worker: { format: 'es' },
  server: { proxy: { '/api': `http://127.0.0.1:${apiPort}` } },
  test: {
    // vitest's default is one worker on a 2-core machine; many files wait on sockets, child
    // processes and timers, so two keep both cores busy (docs/contributing.md#test-speed).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['engine/**/*.test.ts', 'server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, as in `api`: the engine, server units and lint rules
          // neither mock modules nor leave globals behind (tests/lint/testIsolation.test.ts).
          isolate: false,
          // Property tests run hundreds of cases; on a loaded 2-core CI box 5 s is too tight.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The app's components and stores, one module graph per worker; Testing Library's
          // clean-up runs after every test of every file (tests/support/uiSetup.ts).
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: uiFilesMocking,
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/support/uiSetup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // A file that mocks a module (the session, the API) needs a module graph of its own.
          name: 'ui-mocks',
          include: uiFilesMocking.length > 0 ? uiFilesMocking : ['no-such-file'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // Everything that starts the real server: the API suites and the model-based tests.
          include: ['tests/api/**/*.test.ts', 'tests/property/**/*.test.ts'],
          environment: 'node',
          // One migrated and one seeded database per run, copied by every test (tests/support/templateDatabase.ts).
          globalSetup: ['tests/support/templateDatabase.ts'],
          // The API suites share one module graph per worker: importing the server (and
          // compiling PGlite's WebAssembly) once instead of once per file halves the project's
          // time. Safe because no API suite mocks modules or stubs globals, and every suite
          // builds its own app on its own database (tests/lint/testIsolation.test.ts keeps it so).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
