import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom'
import { accountRoutes } from './features/account/routes'
import { analyseMultichatRoutes } from './features/analyseMultichat/routes'
import { analyseRoutes } from './features/analyse/routes'
import { adminRoutes } from './features/admin/routes'
import { LoginPage } from './features/auth/LoginPage'
import { authRoutes } from './features/auth/routes'
import { liveRoutes } from './features/live/routes'
import { multichatStreamRoutes } from './features/multichatLive/routes'
import { multichatEditorRoutes } from './features/multichat/routes'
import { trainingRoutes } from './features/training/routes'
import { staticRoutes } from './features/static/routes'
import { SurveyRoute } from './features/survey/SurveyRoute'
import { setNavigator } from './session/navigation'
import { RequireAuth } from './session/RequireAuth'
import { routerNavigator } from './session/routerNavigator'
import { ROUTE_META } from './ui/routeTable'
import { ShellLayout } from './ui/ShellLayout'

/** docs/product/screens.md#routes, the first slice: /login is public and the fallback for any unknown path. */
// ShellLayout (the root layout route) shows the top bar per route meta (`handle`, docs/product/screens.md#top-bar)
// and sets title, description and favicon (docs/product/overview.md): give every route its ROUTE_META entry.
/**
 * The editors' pages are loaded on demand (docs/app.md "Loading"): the live pages' respondents,
 * often on phones, download the chat and not the configurator's canvas, Testen, Trainieren or the
 * dashboard.
 */
const dashboard = async () => ({ Component: (await import('./features/dashboard/DashboardPage')).DashboardPage })

const router = createBrowserRouter([
  {
    element: <ShellLayout />,
    children: [
      { path: '/login', element: <LoginPage />, handle: ROUTE_META.login },
      ...authRoutes,
      ...staticRoutes,
      ...adminRoutes,
      ...liveRoutes,
      ...multichatStreamRoutes,
      {
        element: <RequireAuth />,
        children: [
          { path: '/', lazy: dashboard, handle: ROUTE_META.root },
          { path: '/dashboard', lazy: dashboard, handle: ROUTE_META.dashboard },
          ...accountRoutes,
          ...multichatEditorRoutes,
          ...analyseMultichatRoutes,
          {
            element: <SurveyRoute />,
            children: [
              {
                path: '/configurator/:survey_id',
                lazy: async () => ({
                  Component: (await import('./features/configurator/ConfiguratorPage')).ConfiguratorPage,
                }),
                handle: ROUTE_META.configurator,
              },
              {
                path: '/share/:survey_id',
                lazy: async () => ({ Component: (await import('./features/sharing/SharePage')).SharePage }),
                handle: ROUTE_META.share,
              },
              {
                path: '/assess/:survey_id',
                lazy: async () => ({ Component: (await import('./features/assess/AssessPage')).AssessPage }),
                handle: ROUTE_META.assess,
              },
              ...analyseRoutes,
              ...trainingRoutes,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
])

// docs/product/states.md's token rules run outside React (src/session/api.ts) and navigate through this port.
setNavigator(routerNavigator(router))

export function App() {
  return <RouterProvider router={router} />
}
