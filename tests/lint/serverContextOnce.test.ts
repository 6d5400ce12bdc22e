import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * One definition: a ServerContext is built in server/app.ts (buildAppAndContext) and nowhere
 * else, so a new field is added in one place. A test that calls a server function taking the
 * context uses the app's (tests/support/testApp.ts `ctx`); a unit test may still hand over a
 * stub cast from a few fields (`as unknown as ServerContext`), which a new field does not break.
 */
const HOME = 'server/app.ts'

const namesServerContext = (type: ts.TypeNode | undefined) =>
  type !== undefined && ts.isTypeReferenceNode(type) && type.typeName.getText() === 'ServerContext'

/** The lines where an object literal is declared to be a whole ServerContext. */
function contextLiterals(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const report = (node: ts.Node) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`)
  const isLiteral = (node: ts.Node | undefined): boolean =>
    node !== undefined &&
    (ts.isObjectLiteralExpression(node) || (ts.isParenthesizedExpression(node) && isLiteral(node.expression)))
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && namesServerContext(node.type) && isLiteral(node.initializer)) report(node)
    else if (ts.isSatisfiesExpression(node) && namesServerContext(node.type) && isLiteral(node.expression)) report(node)
    else if (
      (ts.isArrowFunction(node) || ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) &&
      namesServerContext(node.type)
    )
      report(node)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('a ServerContext is built once', () => {
  it(`only ${HOME} builds a ServerContext`, () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith('node_modules/') && existsSync(file))
    const built = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return text.includes('ServerContext') ? contextLiterals(file, text) : []
    })
    expect(built.filter((at) => !at.startsWith(`${HOME}:`))).toEqual([])
    expect(built.filter((at) => at.startsWith(`${HOME}:`))).toHaveLength(1)
  })

  it('the check names a context declared, returned or satisfied by hand, not a cast stub', () => {
    const text = [
      'const a: ServerContext = { now }',
      'const b = (): ServerContext => ({ now })',
      'const c = { now } satisfies ServerContext',
      'const d = { now } as unknown as ServerContext',
      'function e(ctx: ServerContext) { return ctx }',
    ].join('\n')
    expect(contextLiterals('tests/api/x.test.ts', text)).toEqual([
      'tests/api/x.test.ts:1',
      'tests/api/x.test.ts:2',
      'tests/api/x.test.ts:3',
    ])
  })
})
