import { about } from './about'
import { agb } from './agb'
import { datenschutz } from './datenschutz'
import { impressum } from './impressum'
import { impressumTatort } from './impressumTatort'
import { privacy } from './privacy'
import { PLACEHOLDER_NOTICE } from './types'

/** The static pages' texts; `de.legal` in src/i18n/de.ts. */
export const legal = {
  impressum,
  impressumTatort,
  datenschutz,
  agb,
  about,
  privacy,
  placeholderNotice: PLACEHOLDER_NOTICE,
  footer: 'Rechtliches',
  backToStart: 'Zur Startseite',
} as const
