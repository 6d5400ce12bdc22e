#!/usr/bin/env node
/**
 * docs/app.md#languages: switches the React app from the German catalogue `de` to the active UI
 * catalogue `ui` (src/i18n/index.ts), mechanically and idempotently, so it can be run again after
 * merging branches that added files or texts:
 *
 *   node scripts/i18n-switch.mjs        # rewrite src/ in place (then Prettier on them), list the changed files
 *   node scripts/i18n-switch.mjs --check  # only list what would change; exit 1 if anything would
 *
 * Rewritten: every .ts/.tsx file under src/ except src/i18n/ and tests (*.test.*), which keep
 * asserting the German texts by importing `de`.
 *   import { de } from '…/i18n/de'                     -> import { ui } from '…/i18n', `de.x` -> `ui.x`
 *   import { configuratorInspector as t } from '…/i18n/de/configuratorInspector'
 *                                                       -> import { ui } …; const t = ui.configuratorInspector
 * A file that has its own `ui` (a store, a parameter) imports it as `ui as uiTexts`.
 * Type-only imports (src/i18n/de/legal/types) stay. A file that still names `de` otherwise is
 * reported and left alone.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const src = join(root, 'src')
const check = process.argv.includes('--check')

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (path !== join(src, 'i18n')) yield* files(path)
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path
  }
}

const DE_IMPORT = /^import \{ de \} from '((?:\.\.?\/)+)i18n\/de'\n/m
// A section module imported directly: import { name } or { name as alias } from '…/i18n/de/<name>'.
const SECTION_IMPORT = /^import \{ (\w+)(?: as (\w+))? \} from '((?:\.\.?\/)+)i18n\/de\/(\w+)'\n/gm
// `de.` as the catalogue, not a property (`x.de.`), a key or part of a word or string.
const DE_USE = /(?<![\w$.'"`-])de\.(?=[A-Za-z_$])/g
const DE_LEFT = /(?<![\w$.'"`-])de(?![\w$'"`:-])/

// A file with its own `ui` (a store, a parameter) gets the catalogue as `uiTexts`.
const UI_NAME_TAKEN = /(?<![\w$.'"`-])ui(?![\w$'"`-])/

function switchFile(text) {
  let out = text
  let prefix = null
  const alreadySwitched = /^import \{ ui(?: as uiTexts)? \} from '(?:\.\.?\/)+i18n'\n/m.exec(text)
  const name = alreadySwitched
    ? alreadySwitched[0].includes('uiTexts')
      ? 'uiTexts'
      : 'ui'
    : UI_NAME_TAKEN.test(text)
      ? 'uiTexts'
      : 'ui'
  const sections = []
  const deImport = out.match(DE_IMPORT)
  if (deImport) {
    prefix = deImport[1]
    out = out.replace(DE_IMPORT, '@@i18n-switch-import@@\n')
    out = out.replace(DE_USE, `${name}.`)
  }
  out = out.replace(SECTION_IMPORT, (whole, section, alias, rel, module) => {
    if (section !== module) return whole
    prefix = rel
    sections.push(`const ${alias ?? section} = ${name}.${section}`)
    return '@@i18n-switch-import@@\n'
  })
  if (prefix === null) return { text, problem: null }
  const body = out.replaceAll('@@i18n-switch-import@@\n', '')
  if (DE_LEFT.test(body.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '').replace(/'(?:\\.|[^'\\])*'/g, "''"))) {
    return { text, problem: 'still names `de` after the switch; change it by hand' }
  }
  const hasUi = alreadySwitched !== null
  let first = true
  out = out.replace(/@@i18n-switch-import@@\n/g, () => {
    if (first && !hasUi) {
      first = false
      return `import { ${name === 'ui' ? 'ui' : 'ui as uiTexts'} } from '${prefix}i18n'\n`
    }
    return ''
  })
  if (sections.length > 0) {
    // After the last import statement (imports may span lines).
    const lines = out.split('\n')
    let last = -1
    let inImport = false
    for (const [i, line] of lines.entries()) {
      if (/^import\b/.test(line)) {
        last = i
        inImport = !/'[^']*'$/.test(line)
      } else if (inImport) {
        last = i
        if (/from '[^']+'$/.test(line)) inImport = false
      }
    }
    lines.splice(last + 1, 0, '', ...sections)
    out = lines.join('\n').replace(/\n\n\n+/g, '\n\n')
  }
  return { text: out, problem: null }
}

const changed = []
const problems = []
for (const path of files(src)) {
  const text = readFileSync(path, 'utf8')
  const { text: next, problem } = switchFile(text)
  const name = relative(root, path).split(sep).join('/')
  if (problem) problems.push(`${name}: ${problem}`)
  else if (next !== text) {
    changed.push(name)
    if (!check) writeFileSync(path, next)
  }
}
// `ui.x` is shorter than `de.x` but `uiTexts.x` longer: the formatter settles the lines.
if (!check && changed.length > 0)
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...changed], { cwd: root })
for (const name of changed) console.log(`${check ? 'would switch' : 'switched'} ${name}`)
for (const problem of problems) console.error(problem)
console.log(`${changed.length} file(s) ${check ? 'to switch' : 'switched'}, ${problems.length} left for hand work`)
if (problems.length > 0 || (check && changed.length > 0)) process.exitCode = 1
