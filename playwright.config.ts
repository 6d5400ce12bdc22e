import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { defineConfig } from '@playwright/test'

// E2E_PORT / E2E_STATIC_DIR let several runs share a machine (each on its own build and port).
const port = Number(process.env.E2E_PORT ?? 3107)
const baseURL = `http://127.0.0.1:${port}`

// The config is evaluated in the runner and again in each worker; the env var makes all of
// them agree on one data folder, emptied by the runner so every run starts from a fresh
// database (inside the checkout and git-ignored, so runs leave nothing behind elsewhere).
if (!process.env.E2E_DATA_DIR) {
  const dir = resolve(`.data-e2e-${port}`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  process.env.E2E_DATA_DIR = dir
}

/** Browser tests against the real server serving the built app (`vite build` runs first). */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers on two cores: a browser test mostly waits (for the server, animations, polls), so
  // two spec files at once use the machine; tests within a file stay in order, and every spec
  // makes its own accounts and dialogs (docs/contributing.md#test-speed). E2E_WORKERS=1 for one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Two browsers of one test (co-editing) on a busy 2-core machine take longer than one; the
  // limit is for a hung test, each step still waits at most `expect.timeout`.
  timeout: 60_000,
  // CI machines run the browser right after the whole vitest suite on two cores; the first
  // render after a reload (bundle parse + token check) has been seen to take over 5 s there.
  // A retry shows up as "flaky" in the report instead of hiding silently.
  expect: { timeout: 15_000 },
  retries: 1,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    headless: true,
    locale: 'de-DE',
    // The app stops its animations for this (src/ui/theme.css): less painting on two cores.
    reducedMotion: 'reduce',
    // A trace records every action's snapshots: on the retry of a failed test only, where it
    // explains the failure, not for every passing test (about a quarter of the run's CPU).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // Chromium 15x renders the address bar's suggestion popups (WebUI pages) for every new
        // window, headless too: about a quarter of the run's CPU on two cores. Chromium merges
        // this list with Playwright's own.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // No load shedding on the event-loop delay: a CI box busy with the browser is no
      // overloaded server. The server_busy banner is tested with a faked 503 (security.spec.ts).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      // Every spec is one client (127.0.0.1) creating accounts and respondents in minutes; the
      // per-address limit stays (each spec uses fresh addresses). The limits' API test sets its own.
      RATE_LIMIT_MAIL_PER_CLIENT: '10000',
      RATE_LIMIT_LIVE_PER_CLIENT: '100000',
      ...(process.env.E2E_STATIC_DIR && { STATIC_DIR: process.env.E2E_STATIC_DIR }),
    },
  },
})
