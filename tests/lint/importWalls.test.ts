import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImportErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath })
  return result?.messages.filter((m) => m.ruleId === 'no-restricted-imports').length ?? 0
}

describe('the engine import wall (DESIGN.md §1)', () => {
  it.each([
    "import React from 'react'",
    "import { readFileSync } from 'node:fs'",
    "import { readFileSync } from 'fs'",
    "import Fastify from 'fastify'",
    "import { PGlite } from '@electric-sql/pglite'",
    "import { pgTable } from 'drizzle-orm/pg-core'",
    "import { Button } from '@blueprintjs/core'",
    "import { buildApp } from '../server/app'",
  ])('rejects `%s` inside engine/', async (line) => {
    expect(await restrictedImportErrors('engine/model/example.ts', `${line}\nexport const x = 1\n`)).toBe(1)
  })

  it('allows zod, immer and rxjs inside engine/', async () => {
    const code =
      "import { z } from 'zod'\nimport { produce } from 'immer'\nimport { map } from 'rxjs'\nexport const x = [z, produce, map]\n"
    expect(await restrictedImportErrors('engine/model/example.ts', code)).toBe(0)
  })

  it('rejects server/ imports inside src/', async () => {
    expect(
      await restrictedImportErrors(
        'src/example.ts',
        "import { buildApp } from '../server/app'\nexport const x = buildApp\n",
      ),
    ).toBe(1)
  })
})
