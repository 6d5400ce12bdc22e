// `npm test`: lint, typecheck, unit/property and API tests (vitest), then browser tests
// (Playwright in Debian's Chromium). Ends with one "N passed, N failed" line for CI.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatSeconds } from './formatSeconds.mjs'
import { REFERENCE_SCRYPT_MS, onReference, scryptMilliseconds } from './machineSpeed.mjs'

const CHROMIUM = '/usr/bin/chromium'
const reports = mkdtempSync(join(tmpdir(), 'npm-test-'))
const failures = []
/** Seconds per step, printed at the end (docs/contributing.md#test-speed). */
const timings = []
const started = Date.now()
const speed = scryptMilliseconds()
console.log(
  `Rechenleistung dieser Maschine: scrypt (N=2^15) in ${Math.round(speed)} ms (Referenzmaschine: ${REFERENCE_SCRYPT_MS} ms)`,
)

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const begin = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push({ title, seconds: (Date.now() - begin) / 1000, ok: result.status === 0 })
  if (result.status !== 0) failures.push(title)
  return result.status === 0
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true
  if (process.getuid?.() !== 0) {
    console.error(
      `Browser-Tests brauchen Debians Chromium unter ${CHROMIUM}: bitte "apt-get install -y chromium" als root ausführen.`,
    )
    return false
  }
  console.log('Chromium fehlt: wird mit apt installiert …')
  return (
    step('apt-get update', 'apt-get', ['update', '-qq']) &&
    step('Chromium installieren', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    })
  )
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * Steps that each use one core run side by side (lint and the two type checks); their output is
 * printed step by step once all have ended, so it never interleaves.
 */
async function stepsAtOnce(steps) {
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise((resolve) => {
          const begin = Date.now()
          const child = spawn(command, args, { env: process.env })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (code) => resolve({ title, output, ok: code === 0, seconds: (Date.now() - begin) / 1000 }))
        }),
    ),
  )
  for (const { title, output, ok, seconds } of results) {
    console.log(`\n▶ ${title}`)
    if (output) process.stdout.write(output)
    timings.push({ title, seconds, ok })
    if (!ok) failures.push(title)
  }
}

await stepsAtOnce([
  // `npm run lint` is these two (package.json), side by side here as each uses one core.
  ['Lint: ESLint (inkl. Import-Wand von engine/)', 'npm', ['run', '--silent', 'lint:code']],
  ['Formatierung: Prettier', 'npm', ['run', '--silent', 'lint:format']],
  ['TypeScript', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['TypeScript engine/ ohne DOM und Node', 'npx', ['tsc', '--noEmit', '-p', 'engine/tsconfig.json']],
])

const vitestReport = join(reports, 'vitest.json')
step('Unit-, Property- und API-Tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])

let playwrightReport
if (!ensureChromium()) {
  failures.push('Chromium fehlt')
} else if (step('App bauen', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
  playwrightReport = join(reports, 'playwright.json')
  step('Browser-Tests (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  })
}

const vitest = readJson(vitestReport)
const playwright = playwrightReport ? readJson(playwrightReport) : undefined
// A browser test that failed once and passed on its retry is reported, not hidden, but passes.
const flaky = playwright?.stats?.flaky ?? 0
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + flaky
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0)
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0)

// The names of failing tests come last, so a CI log cut to its tail still says what failed.
const failedNames = [
  ...(vitest?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${file.name.replace(process.cwd() + '/', '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      ),
  ),
  ...playwrightFailures(playwright?.suites ?? []),
]

function firstLine(text) {
  return String(text ?? '')
    .split('\n')[0]
    .slice(0, 300)
}

function playwrightFailures(suites, path = []) {
  return suites.flatMap((suite) => [
    ...playwrightFailures(suite.suites ?? [], [...path, suite.title]),
    ...(suite.specs ?? [])
      .filter((spec) => spec.ok === false)
      .map((spec) => `${[...path, suite.title, spec.title].filter(Boolean).join(' › ')}`),
  ])
}

console.log('\nZeit je Schritt:')
for (const { title, seconds, ok } of timings)
  console.log(`  ${ok ? ' ' : '✗'} ${formatSeconds(seconds).padStart(7)}  ${title}`)
const total = (Date.now() - started) / 1000
console.log(`    ${formatSeconds(total).padStart(7)}  gesamt`)
// The same work on the machine the ten-minute goal is measured on (docs/contributing.md#test-speed).
console.log(
  `    ${formatSeconds(onReference(total, speed)).padStart(7)}  gesamt, umgerechnet auf die Referenzmaschine (scrypt ${Math.round(speed)} ms statt ${REFERENCE_SCRYPT_MS} ms)`,
)

console.log('')
if (failedNames.length > 0)
  console.log(`Fehlgeschlagene Tests:\n${failedNames.map((name) => `  ✗ ${name}`).join('\n')}`)
if (failures.length > 0) console.log(`Fehlgeschlagen: ${failures.join(', ')}`)
if (flaky > 0) console.log(`Achtung: ${flaky} Browser-Test(s) erst im zweiten Versuch bestanden (flaky, siehe oben).`)
// A failed step without a counted failing test (lint, typecheck, build) still counts as one failure.
console.log(`${passed} passed, ${Math.max(failed, failures.length > 0 ? 1 : 0)} failed, ${skipped} skipped`)
process.exit(failures.length > 0 ? 1 : 0)
