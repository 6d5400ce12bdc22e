import { createContext } from 'react'

/** True inside ShellLayout, which renders the top bar itself (see src/ui/AppBar.tsx). */
export const InShellContext = createContext(false)
