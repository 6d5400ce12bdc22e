import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function restrictedImportErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath })
  return result?.messages.filter((m) => m.ruleId === 'no-restricted-imports').length ?? 0
}

describe('the engine import wall (docs/architecture.md)', () => {
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

describe('the engine entry points', () => {
  const outside = [
    'src/features/example.ts',
    'server/routes/example.ts',
    'tests/api/example.test.ts',
    'bench/example.ts',
  ]

  it.each(
    outside.flatMap((file) =>
      [
        "import { Block } from '@engine/model/block'",
        "import { resolveJump } from '@engine/runtime/resolveJump'",
        "import { aSurvey } from '@engine/testing/aSurvey'",
        "import { Survey } from '@engine/api/surveys/internal'",
        "import { Block } from '../../engine/model/block'",
        "import { Block } from '../../engine/model'",
        "import { EngineError } from '@engine/EngineError'",
      ].map((line) => [file, line] as const),
    ),
  )('rejects a deep or relative engine import in %s: `%s`', async (file, line) => {
    expect(await restrictedImportErrors(file, `${line}\nexport const x = 1\n`)).toBe(1)
  })

  it.each(
    outside.flatMap((file) =>
      [
        "import { Block } from '@engine/model'",
        "import { createBlock } from '@engine/index'",
        "import { ChatRequest } from '@engine/api/chat'",
        "import { answer } from '@engine/runtime'",
        "import { aSurvey } from '@engine/testing'",
      ].map((line) => [file, line] as const),
    ),
  )('allows an entry point in %s: `%s`', async (file, line) => {
    expect(await restrictedImportErrors(file, `${line}\nexport const x = 1\n`)).toBe(0)
  })

  it('still rejects server/ inside src/ next to the entry-point rule', async () => {
    const code =
      "import { buildApp } from '../server/app'\nimport { Block } from '@engine/model/block'\nexport const x = 1\n"
    expect(await restrictedImportErrors('src/example.ts', code)).toBe(2)
  })

  it('lets an engine file and its own unit test import engine internals', async () => {
    const code = "import { resolveJump } from '../runtime/resolveJump'\nexport const x = 1\n"
    expect(await restrictedImportErrors('engine/runtime/example.ts', code)).toBe(0)
    expect(await restrictedImportErrors('engine/runtime/example.test.ts', code)).toBe(0)
  })
})

describe("Blueprint components with built-in English texts go through src/ui's wrappers", () => {
  it.each([
    "import { Spinner } from '@blueprintjs/core'",
    "import { Button, Spinner } from '@blueprintjs/core'",
    "import { Dialog } from '@blueprintjs/core'",
    "import { Drawer } from '@blueprintjs/core'",
  ])('rejects `%s` in a feature of src/', async (line) => {
    expect(await restrictedImportErrors('src/features/example.tsx', `${line}\nexport const x = 1\n`)).toBe(1)
  })

  it('allows the wrapper and other Blueprint components', async () => {
    const code =
      "import { Button, NonIdealState } from '@blueprintjs/core'\nimport { Spinner } from '../../ui/Spinner'\nexport const x = [Button, NonIdealState, Spinner]\n"
    expect(await restrictedImportErrors('src/features/example.tsx', code)).toBe(0)
  })
})
