import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * docs/architecture.md: engine/ runs unchanged in the browser, in Node and in tests, so it may not
 * import React, the DOM, Node built-ins, HTTP, Fastify or database code; and src/ never imports
 * server/. tests/lint/importWalls.test.ts proves these rules fire.
 */
export const engineForbiddenImports = {
  paths: [
    'react',
    'react-dom',
    'react-router-dom',
    'valtio',
    '@xyflow/react',
    'fastify',
    'pg',
    'drizzle-orm',
    '@electric-sql/pglite',
    'fs',
    'path',
    'http',
    'https',
    'net',
    'os',
    'crypto',
    'child_process',
    'url',
    'stream',
    'worker_threads',
    'events',
    'buffer',
    'util',
    'zlib',
    'nodemailer',
    'undici',
    'axios',
  ].map((name) => ({ name, message: 'engine/ bleibt frei von Frameworks und Plattform-APIs (docs/architecture.md).' })),
  patterns: [
    { group: ['node:*'], message: 'engine/ darf keine Node-Module importieren (docs/architecture.md).' },
    {
      group: ['react-dom/*', '@blueprintjs/*', '@fastify/*', 'drizzle-orm/*', 'valtio/*', '@xyflow/*'],
      message: 'engine/ bleibt frei von Frameworks (docs/architecture.md).',
    },
    { group: ['**/server/**', '**/src/**', '@/server/*'], message: 'engine/ importiert weder server/ noch src/.' },
  ],
}

/**
 * Outside engine/, the engine is reached through its entry points only: `@engine/index`, an
 * area's index (`@engine/model`, `@engine/runtime`, `@engine/testing`, ...) and the API contract
 * modules `@engine/api/<family>`. So a file inside an area can move or split without touching
 * src/, server/ or the tests. An engine file's own unit test next to it may import internals.
 */
/** The engine's entry points besides the contract modules: its index and the areas with an index.ts. */
const engineAreas = [
  'index',
  'changes',
  'checks',
  'commands',
  'editor',
  'graph',
  'history',
  'model',
  'nlu',
  'paths',
  'runtime',
  'sync',
  'testing',
  'versions',
]

export const engineEntryPointPatterns = [
  {
    regex: '^@engine/(?!api/[A-Za-z]+$)[^/]+/',
    message:
      'Außerhalb von engine/ nur über die Einstiegspunkte importieren: @engine/index, @engine/<bereich> (dessen index.ts) oder @engine/api/<familie>.',
  },
  {
    // One segment: the entry point or an area with an index.ts; a root file such as EngineError is internal.
    regex: `^@engine/(?!(${engineAreas.join('|')})$)[^/]+$`,
    message:
      'Außerhalb von engine/ nur über die Einstiegspunkte importieren: @engine/index, @engine/<bereich> (dessen index.ts) oder @engine/api/<familie>.',
  },
  {
    regex: '^\\.\\.?/(\\.\\./)*engine(/|$)',
    message: 'engine/ wird über den Alias @engine importiert, nicht über einen relativen Pfad.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', engineForbiddenImports] },
  },
  {
    files: [
      'server/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'bench/**/*.ts',
      'reliability/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      '*.config.{js,ts}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: engineEntryPointPatterns }] },
  },
  {
    // One block for src/: a later no-restricted-imports for the same files would replace this
    // one's options, not add to them.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'src/ importiert nie server/ (src -> engine <- server).' },
            ...engineEntryPointPatterns,
          ],
          paths: [
            {
              name: '@blueprintjs/core',
              importNames: ['Dialog', 'Drawer', 'MultistepDialog', 'OverlayToaster'],
              message:
                "Blueprint names their close buttons 'Close' in every language: use src/ui/Dialog.tsx or showToast (src/ui/toasts.ts).",
            },
            {
              name: '@blueprintjs/core',
              importNames: ['Spinner'],
              message:
                "Blueprint names its Spinner 'loading' in every language: use src/ui/Spinner.tsx with a catalogue label.",
            },
          ],
        },
      ],
    },
  },
)
