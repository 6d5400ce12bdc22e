import { z } from 'zod'

// zod compiles fast parsers with `new Function` after probing whether it may. Under the CSP
// (script-src 'self', no 'unsafe-eval': docs/reliability/headers.md) the probe is refused and
// the browser reports a violation on every page load; jitless skips probe and compiler.
z.config({ jitless: true })
