// `npm start` on a fresh clone: install what is missing, build the app, then serve it.
// Plain Node with no dependencies, because it runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} ist fehlgeschlagen (Exit-Code ${result.status}).`)
    process.exit(result.status ?? 1)
  }
}

const installed = 'node_modules/.package-lock.json'
const stale = !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs
if (stale) {
  console.log('Abhängigkeiten werden installiert …')
  run('npm', ['ci', '--no-audit', '--no-fund'])
}

console.log('Oberfläche wird gebaut …')
run('npx', ['vite', 'build', '--logLevel', 'warn'])

// The server migrates and seeds the database itself; forward signals so it can close cleanly.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
