import { useContext } from 'react'
import { TopAppBar } from './appBar/TopAppBar'
import { InShellContext } from './shellContext'

/**
 * Transitional: pages written before the shell render `<AppBar />` themselves. Inside
 * ShellLayout (every route of src/App.tsx) the layout already shows the right bar for the route,
 * so this renders nothing there; pages can drop the element.
 */
export function AppBar() {
  const inShell = useContext(InShellContext)
  return inShell ? null : <TopAppBar routeName="" />
}
