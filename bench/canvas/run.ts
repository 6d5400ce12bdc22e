// npm run bench:canvas — the configurator canvas in headless Chromium against the real server:
// open time, pan and zoom frame rate (requestAnimationFrame), and what a text edit re-renders,
// for seeded dialogs of 20 (baseline), 500 and 2,000 blocks. Reported as figures and as ratios
// to the 20-block dialog measured in the same run (docs/benchmarks.md, "Canvas").
import { rmSync, writeFileSync } from 'node:fs'
import { cpus, release, totalmem, type as osType } from 'node:os'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'
import { editText } from './edit'
import { idleFrames, minimapAB, panFrames, zoomFrames } from './frames'
import { openDialog, prepareContext } from './measure'
import { type Breakdown, type OpenProfile, profileAction, profileOpen } from './profile'
import { printTable, ratiosTo, summarizeVariant, type VariantSamples } from './report'
import { positionedCopy, type SeededDialog, seedDialog } from './seed'
import { apiClient, buildApp, type Login, startServer, tempDir } from './server'
import { summarize } from '../stats'

const REPS = Number(process.env.BENCH_REPS ?? 5)
const SIZES = (process.env.BENCH_SIZES ?? '20,500,2000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b)
const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

async function newContext(browser: Browser, login: Login): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'de-DE' })
  const { token, refresh_token, username, firstName, lastName, user_id } = login
  await prepareContext(context, { token, refresh_token, username, firstName, lastName, user_id })
  return context
}

const variantName = (d: SeededDialog) => `${d.blocks.toLocaleString('en')} blocks${d.positioned ? ', positioned' : ''}`

/** A warm-up open, then REPS rounds of: open, type into the selected block, pan, zoom. */
async function measureVariant(context: BrowserContext, base: string, d: SeededDialog): Promise<VariantSamples> {
  const page = await context.newPage()
  const samples: VariantSamples = {
    name: variantName(d),
    blocks: d.blocks,
    jumps: d.jumps,
    positioned: d.positioned,
    coldOpen: await openDialog(page, base, d.surveyId),
    opens: [],
    idle: [],
    pan: [],
    zoom: [],
    edits: [],
  }
  const blockId = d.ids[Math.min(3, d.ids.length - 1)] as string
  for (let rep = 0; rep < REPS; rep++) {
    samples.opens.push(await openDialog(page, base, d.surveyId))
    await page.waitForTimeout(300)
    samples.idle.push(await idleFrames(page))
    samples.edits.push({ blockId, ...(await editText(page, blockId, `Neu${rep}:`)) })
    await page.keyboard.press('Escape')
    samples.pan.push(await panFrames(page))
    samples.zoom.push(await zoomFrames(page))
    process.stdout.write('.')
  }
  await page.close()
  console.log(` ${samples.name}`)
  return samples
}

async function main() {
  const buildDir = tempDir('build')
  console.log(`building the app into ${buildDir} …`)
  const buildMs = buildApp(buildDir)
  const server = await startServer(buildDir, tempDir('data'))
  let browser: Browser | null = null
  try {
    const api = apiClient(server.base)
    const login = await api.login()
    const t0 = performance.now()
    const dialogs: SeededDialog[] = []
    for (const n of SIZES) dialogs.push(await seedDialog(api, n))
    const largest = dialogs[dialogs.length - 1] as SeededDialog
    dialogs.push(await positionedCopy(api, largest))
    const seedMs = performance.now() - t0
    console.log(`seeded ${dialogs.map(variantName).join('; ')} in ${(seedMs / 1000).toFixed(1)} s`)

    browser = await chromium.launch(LAUNCH)
    const context = await newContext(browser, login)
    const variants: VariantSamples[] = []
    for (const d of dialogs) variants.push(await measureVariant(context, server.base, d))
    const abPage = await context.newPage()
    await openDialog(abPage, server.base, largest.surveyId)
    const ab = await minimapAB(abPage, REPS)
    await abPage.close()
    const minimap = Object.fromEntries(
      Object.entries(ab).map(([side, { pan, zoom }]) => [
        side,
        {
          panFps: summarize(pan.map((r) => r.fps)),
          panLongFrames: summarize(pan.map((r) => r.longFrames)),
          zoomFps: summarize(zoom.map((r) => r.fps)),
          zoomLongFrames: summarize(zoom.map((r) => r.longFrames)),
        },
      ]),
    )

    // One traced open, text edit and pan per dialog (separate from the timed samples above).
    const profiles: Record<
      string,
      { open: OpenProfile; edit: Breakdown & { ms: number }; pan: Breakdown & { ms: number } }
    > = {}
    for (const d of dialogs) {
      const page = await context.newPage()
      const label = variantName(d).replace(/[^\w]+/g, '-')
      const open = await profileOpen(browser, page, server.base, d.surveyId, buildDir, label)
      await page.waitForTimeout(500)
      const edit = await profileAction(browser, page, buildDir, `edit-${label}`, () =>
        editText(page, d.ids[Math.min(3, d.ids.length - 1)] as string, 'Profil:'),
      )
      await page.keyboard.press('Escape')
      const pan = await profileAction(browser, page, buildDir, `pan-${label}`, () => panFrames(page))
      profiles[variantName(d)] = { open, edit, pan }
      await page.close()
    }

    const rows = variants.map(summarizeVariant)
    const baseline = rows[0] as (typeof rows)[number]
    const targetRows = rows.filter((r) => r.blocks >= 2000)
    const results = {
      generated: new Date().toISOString(),
      machine: {
        node: process.version,
        os: `${osType()} ${release()} ${process.arch}`,
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        chromium: browser.version(),
      },
      settings: {
        repetitions: REPS,
        viewport: '1400x900',
        baseline: baseline.name,
        buildMs: Math.round(buildMs),
        seedMs: Math.round(seedMs),
      },
      targets: {
        openUnder2s: targetRows.every((r) => r.open.wallMs.median < 2000),
        fps50: targetRows.every((r) => r.pan.fps.median >= 50 && r.zoom.fps.median >= 50),
        onlyEditedNodeRerenders: rows.every((r) => r.edit.onlyEditedNode),
      },
      variants: rows.map((r) => ({ ...r, ratiosToBaseline: ratiosTo(r, baseline) })),
      /** Interleaved A/B at the largest size: MiniMap painted vs display:none (still rendered by React). */
      minimapDiagnostic: { dialog: variantName(largest), ...minimap },
      profiles,
    }
    writeFileSync(new URL('../canvas-results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
    printTable(rows, baseline)
    console.log('targets at 2,000 blocks:', results.targets)
    console.log(
      'MiniMap A/B (pan fps, zoom fps medians):',
      JSON.stringify(
        Object.fromEntries(Object.entries(minimap).map(([k, v]) => [k, [v.panFps.median, v.zoomFps.median]])),
      ),
    )
    const top = (bucket: Record<string, number> = {}) =>
      JSON.stringify(Object.fromEntries(Object.entries(bucket).slice(0, 6)))
    for (const [name, { open, edit, pan }] of Object.entries(profiles)) {
      console.log(
        `\n${name}: open phases (ms) ${JSON.stringify(open.phasesMs)}, at most ${open.open.peakNodesInDom} node elements in the DOM`,
      )
      for (const phase of Object.keys(open.phasesMs))
        console.log(`  ${phase}: main thread ${top(open.mainThreadMs[phase])}; JS ${top(open.jsByModuleMs[phase])}`)
      console.log(
        `  pan (${pan.ms} ms traced): main thread ${top(pan.mainThreadMs.action)}; JS ${top(pan.jsByModuleMs.action)}`,
      )
      console.log(`  typing (${edit.ms} ms traced): JS ${top(edit.jsByModuleMs.action)}`)
    }
  } finally {
    await browser?.close()
    await server.stop()
    rmSync(buildDir, { recursive: true, force: true })
  }
}

await main()
