import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Issue #29 item 3: the API suites and the model-based tests call the app through one fixture
 * module (tests/support/fixtures.ts: `api(app, who).get/post/put/delete/call`, `authHeaders`,
 * `loginWith`), not through wrappers of their own around `app.inject` or hand-built
 * `authorization: Bearer …` headers, so a change of how a test calls the app is made in one place.
 * A co-editing stream goes through tests/support/injectAny.ts, which the fixtures do not replace.
 */
const dirs = ['api', 'property']
const files = dirs.flatMap((dir) =>
  readdirSync(join(__dirname, '..', dir))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `${dir}/${name}`),
)

/** Files that still call `app.inject` directly, and why the fixtures cannot say it. */
const ALLOWED: Record<string, string> = {
  'api/fuzz.test.ts': 'the mutation property builds each request as InjectOptions data, as the contract fuzzer does',
}

const TEST_CALLS = new Set(['it', 'test', 'describe', 'beforeAll', 'beforeEach', 'afterAll', 'afterEach'])

/** `it(…)`, `it.each(…)(…)`, `describe.skipIf(…)(…)`: the identifier a call chain starts from. */
function rootOf(expression: ts.Expression): ts.Expression {
  let e = expression
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) e = e.expression
  return e
}

const isArgument = (node: ts.Node): node is ts.Node & { parent: ts.CallExpression } =>
  ts.isCallExpression(node.parent) && node.parent.arguments.some((argument) => argument === node)

function nameOf(fn: ts.Node): string {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) return fn.name.getText()
  const parent = fn.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText()
  return '(function)'
}

interface Finding {
  /** `wrapper` a function of the file calls `.inject(`; `direct` a test does; `bearer` a hand-built header. */
  kind: 'wrapper' | 'direct' | 'bearer'
  line: number
  what: string
}

/**
 * Every `.inject(` call, as a wrapper when a function the file defines makes it (a callback
 * handed to another call, `map` or `expect.poll`, counts as the code around it), as direct when
 * a test or hook makes it; and every `authorization` property built from a `Bearer` string.
 */
function findings(fileName: string, text: string): Finding[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const found: Finding[] = []
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'inject'
    ) {
      let finding: Finding = { kind: 'direct', line: lineOf(node), what: node.expression.getText() }
      for (let n: ts.Node = node.parent; !ts.isSourceFile(n); n = n.parent) {
        if (!ts.isFunctionLike(n)) continue
        if (isArgument(n)) {
          const root = rootOf(n.parent.expression)
          if (ts.isIdentifier(root) && TEST_CALLS.has(root.text)) break
          continue
        }
        finding = { kind: 'wrapper', line: lineOf(n), what: nameOf(n) }
        break
      }
      found.push(finding)
    }
    if (
      ts.isPropertyAssignment(node) &&
      /^['"]?authorization['"]?$/i.test(node.name.getText()) &&
      /^[`'"]Bearer\b/.test(node.initializer.getText())
    )
      found.push({ kind: 'bearer', line: lineOf(node), what: node.getText() })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const show = (f: Finding) => `${f.kind} at line ${f.line}: ${f.what}`

describe('API suites call the app through the fixtures', () => {
  it.each(files)('%s defines no inject wrapper and builds no Bearer header', (name) => {
    const text = readFileSync(join(__dirname, '..', name), 'utf8')
    const found = findings(name, text).filter((f) => f.kind !== 'direct' || !(name in ALLOWED))
    expect(found.map(show)).toEqual([])
  })

  it('finds what it looks for (the patterns are not dead)', () => {
    const old = [
      "const call = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(id) })",
      'async function respondent() {',
      "  const res = await t.app.inject({ method: 'POST', url: '/api/register_live' })",
      '  return { headers: { authorization: `Bearer ${res.json().token_live}` } }',
      '}',
      "const rows = (ids: string[]) => Promise.all(ids.map((id) => app.inject({ method: 'GET', url: id })))",
      "it('x', async () => {",
      "  await t.app.inject({ method: 'GET', url: '/api/health' })",
      "  await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/' })))",
      "  const headers = { 'authorization': 'Bearer a.b.c' }",
      '})',
    ].join('\n')
    expect(findings('old.ts', old).map(show)).toEqual([
      'wrapper at line 1: call',
      'wrapper at line 2: respondent',
      'bearer at line 4: authorization: `Bearer ${res.json().token_live}`',
      'wrapper at line 6: rows',
      'direct at line 8: t.app.inject',
      'direct at line 9: t.app.inject',
      "bearer at line 10: 'authorization': 'Bearer a.b.c'",
    ])
    const now = [
      'const call = (url: string) => api(t.app, id).get(url)',
      "it('x', async () => {",
      "  await api(t.app, token).post('/api/chat', {}, { 'content-type': 'application/json' })",
      "  const headers = { authorization: 'Basic abc' }",
      '})',
    ].join('\n')
    expect(findings('now.ts', now)).toEqual([])
  })

  it('allows only files that still call app.inject directly', () => {
    for (const name of Object.keys(ALLOWED)) {
      const direct = findings(name, readFileSync(join(__dirname, '..', name), 'utf8')).filter(
        (f) => f.kind === 'direct',
      )
      expect(direct.length, name).toBeGreaterThan(0)
    }
  })
})
