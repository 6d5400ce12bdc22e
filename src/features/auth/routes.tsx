import type { RouteObject } from 'react-router-dom'
import { ROUTE_META } from '../../ui/routeTable'
import { EmailValidationPage } from './EmailValidationPage'
import { LoginRefreshPage } from './LoginRefreshPage'
import { MagicLinkPage } from './MagicLinkPage'
import { ResetPasswordPage } from './ResetPasswordPage'

/** docs/product/screens.md#routes: the public re-login and recovery screens (/login itself stays in App.tsx). */
export const authRoutes: RouteObject[] = [
  { path: '/login_refresh', element: <LoginRefreshPage />, handle: ROUTE_META.loginRefresh },
  { path: '/magic_link', element: <MagicLinkPage />, handle: ROUTE_META.magicLink },
  { path: '/email_validation', element: <EmailValidationPage />, handle: ROUTE_META.emailValidation },
  { path: '/reset_password', element: <ResetPasswordPage />, handle: ROUTE_META.resetPassword },
]
