import type { CatalogueShape } from '../catalogueShape'
import { legal } from '../de/legal'
import { OPERATOR as o } from '../de/legal/types'
import { shell as shellDe } from '../de/shell'
import { shell as shellEn } from '../en/shell'

/**
 * /privacy/{survey_id}: the respondent's privacy notes for one dialog, in the dialog's language
 * (docs/app.md#languages). The German ones are `de.legal.privacy`; the general legal pages the
 * footer links to stay German.
 */
export const privacyPageDe = {
  ...legal.privacy,
  tabTitle: 'Datenschutzhinweise',
  placeholderNotice: legal.placeholderNotice,
  links: {
    footer: legal.footer,
    backToStart: legal.backToStart,
    imprint: shellDe.menu.imprint,
    privacy: shellDe.menu.privacy,
    terms: shellDe.menu.terms,
    about: legal.about.title,
  },
}

export const privacyPageEn: CatalogueShape<typeof privacyPageDe> = {
  title: 'Privacy notes for the dialog',
  titleOf: (surveyName: string) => `Privacy notes for the dialog “${surveyName}”`,
  unknownDialog: 'This dialog is not known. The general privacy policy applies.',
  loading: 'Loading the dialog …',
  general: 'General privacy policy (German)',
  sections: [
    {
      heading: 'No sign-up, pseudonymous participation',
      paragraphs: [
        'You take part without an account. A random identifier is created for this dialog; it is not linked to your name. Please only say in your answers what you want to share.',
      ],
    },
    {
      heading: 'What is stored',
      paragraphs: [
        'Your answers, the course of the conversation and the times of the messages are stored. Your browser also keeps the conversation locally so that you can continue it.',
      ],
    },
    {
      heading: 'Who evaluates the answers',
      paragraphs: [
        `The organisation that published this dialog is responsible for it. ${o.name} operates the platform and processes the data on its behalf (Art. 28 GDPR).`,
      ],
    },
    {
      heading: 'Restart and delete',
      paragraphs: [
        '“Restart” starts the dialog again. “Cancel” deletes your answers to this dialog from the server immediately and for good (Art. 17 GDPR).',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You have the right to access, rectification, erasure, restriction and objection. Write to ${o.privacyEmail} for this. You can also complain to a data protection supervisory authority.`,
      ],
    },
  ],
  tabTitle: 'Privacy notes',
  placeholderNotice:
    'Sample text: the operator and its details are placeholders. Before going live they must be replaced by the real details and checked legally.',
  links: {
    footer: 'Legal (German)',
    backToStart: 'To the start page',
    imprint: shellEn.menu.imprint,
    privacy: shellEn.menu.privacy,
    terms: shellEn.menu.terms,
    about: 'About',
  },
}
