import { PGlite } from '@electric-sql/pglite'
import { openDatabase } from '/work/main/server/db/database'
let t = performance.now()
const p = new PGlite(); await p.waitReady
console.log('bare pglite', Math.round(performance.now() - t)); t = performance.now()
const d = await openDatabase({ kind: 'pglite' })
console.log('pglite+migrate', Math.round(performance.now() - t)); t = performance.now()
const d2 = await openDatabase({ kind: 'pglite' })
console.log('pglite+migrate 2nd', Math.round(performance.now() - t)); t = performance.now()
const dump = await (p as any).dumpDataDir('none')
console.log('dump', Math.round(performance.now() - t), dump.size); t = performance.now()
const p3 = new PGlite({ loadDataDir: dump }); await p3.waitReady
console.log('load from dump', Math.round(performance.now() - t)); t = performance.now()
