import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom'
import { LoginPage } from './features/auth/LoginPage'
import { DashboardPage } from './features/dashboard/DashboardPage'
import { RequireAuth } from './session/RequireAuth'

/** SPEC.md §2.1, the first slice: /login is public and the fallback for any unknown path. */
const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/', element: <DashboardPage /> },
      { path: '/dashboard', element: <DashboardPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
])

export function App() {
  return <RouterProvider router={router} />
}
