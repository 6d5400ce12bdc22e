import type { RouteObject } from 'react-router-dom'
import { ui as uiTexts } from '../../i18n'
import { ROUTE_META } from '../../ui/routeTable'
import { LegalPage } from './LegalPage'
import { PrivacyPage } from './PrivacyPage'

/** docs/product/screens.md#routes: the public static pages. */
export const staticRoutes: RouteObject[] = [
  { path: '/impressum', element: <LegalPage doc={uiTexts.legal.impressum} />, handle: ROUTE_META.impressum },
  {
    path: '/impressum_tatort',
    element: <LegalPage doc={uiTexts.legal.impressumTatort} />,
    handle: ROUTE_META.impressumTatort,
  },
  { path: '/bi', element: <LegalPage doc={uiTexts.legal.about} />, handle: ROUTE_META.about },
  { path: '/datenschutz', element: <LegalPage doc={uiTexts.legal.datenschutz} />, handle: ROUTE_META.datenschutz },
  { path: '/agb', element: <LegalPage doc={uiTexts.legal.agb} />, handle: ROUTE_META.agb },
  { path: '/privacy/:survey_id', element: <PrivacyPage />, handle: ROUTE_META.privacy },
]
