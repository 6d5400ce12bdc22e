import type { createBrowserRouter } from 'react-router-dom'
import type { Navigator } from './navigation'

type Router = ReturnType<typeof createBrowserRouter>

/** The navigation port (navigation.ts) backed by the app's data router, installed in App.tsx. */
export function routerNavigator(router: Router): Navigator {
  return {
    // replace: the page that failed is no place to come back to with the back button.
    go: (path) => void router.navigate(path, { replace: true }),
    currentPath: () => {
      const { pathname, search, hash } = router.state.location
      return `${pathname}${search}${hash}`
    },
  }
}
