import type { RouteObject } from 'react-router-dom'
import { de } from '../../i18n/de'
import { ROUTE_META } from '../../ui/routeTable'
import { LegalPage } from './LegalPage'
import { PrivacyPage } from './PrivacyPage'

/** docs/product/screens.md#routes: the public static pages. */
export const staticRoutes: RouteObject[] = [
  { path: '/impressum', element: <LegalPage doc={de.legal.impressum} />, handle: ROUTE_META.impressum },
  {
    path: '/impressum_tatort',
    element: <LegalPage doc={de.legal.impressumTatort} />,
    handle: ROUTE_META.impressumTatort,
  },
  { path: '/bi', element: <LegalPage doc={de.legal.about} />, handle: ROUTE_META.about },
  { path: '/datenschutz', element: <LegalPage doc={de.legal.datenschutz} />, handle: ROUTE_META.datenschutz },
  { path: '/agb', element: <LegalPage doc={de.legal.agb} />, handle: ROUTE_META.agb },
  { path: '/privacy/:survey_id', element: <PrivacyPage />, handle: ROUTE_META.privacy },
]
