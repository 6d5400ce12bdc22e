// First: it configures zod before any module parses with it.
import './zodWithoutEval'
import '@blueprintjs/core/lib/css/blueprint.css'
import './ui/theme.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { restoreEditorSession } from './session/editorSession'
import { applyStoredTheme } from './ui/themeMode'
import { uiLanguage } from './i18n'

// docs/product/states.md: auto-login from local storage before the first route is resolved.
restoreEditorSession()
// docs/product/constants.md: the stored light/dark choice before the first paint.
applyStoredTheme()
// docs/app.md#languages: the editor's UI language; live pages mark their dialog's own language.
document.documentElement.lang = uiLanguage

const root = document.getElementById('root')
if (!root) throw new Error('#root fehlt in index.html')

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
