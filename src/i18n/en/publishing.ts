import type { CatalogueShape } from '../catalogueShape'
import type { publishing as de } from '../de/publishing'
import { respondentEn } from '../respondent/en'

const ended = respondentEn.live.errors.dialogEnded

/** English texts of publishing (public link, embed code, QR code); same shape as `de.publishing`. */
export const publishing: CatalogueShape<typeof de> = {
  heading: 'Publish',
  intro: 'With this link, respondents can take the dialog without logging in.',
  multichatIntro: 'With this link, respondents can play the multichat without logging in.',
  loading: 'Loading the public address …',
  linkLabel: 'Public link',
  open: 'Open',
  openInNewTab: 'Open the public link in a new tab',
  copy: 'Copy',
  copied: 'Copied',
  copyLink: 'Copy link',
  copyEmbed: 'Copy embed code',
  copiedLink: 'The link was copied to the clipboard.',
  copiedEmbed: 'The embed code was copied to the clipboard.',
  copyFailed: 'Copying is not possible. Please select the text and copy it with Ctrl+C.',
  embedHeading: 'Embed on a website',
  embedIntro: 'Paste this code into your website to show the chat there.',
  embedLabel: 'Embed code',
  embedSize: 'Size',
  embedSizes: {
    small: 'Small (320 × 480)',
    medium: 'Medium (400 × 640)',
    large: 'Large (480 × 760)',
    full: 'Full width (100 % × 700)',
  },
  qrHeading: 'QR code',
  qrIntro: 'For posters, flyers and slides: the QR code leads to the public link.',
  qrAlt: (url: string) => `QR code for ${url}`,
  qrFailed: 'The QR code could not be created.',
  qrLoading: 'Creating the QR code …',
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  notLiveTitle: 'The dialog is not live yet',
  notLiveNote: `Respondents can take it as soon as it is live. Until then the link answers “${respondentEn.live.errors.dialogNotLive}”`,
  endedTitle: 'The dialog has ended',
  endedNote: (at: Date | null) =>
    `It was live${at ? ` and was switched off on ${at.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' })}` : ' and is inactive now'}. While it is inactive, the link answers “${ended}”`,
  switchLive: 'Switch live now',
  switchLiveAgain: 'Switch live again',
  askToSwitch: 'Anyone who may edit it can switch it live.',
  inactiveTitle: 'The dialog is inactive',
  publicationFailed: (msg: string) => `Whether the dialog was ever live could not be loaded (${msg}).`,
  multichatInactiveTitle: 'The multichat is inactive',
  multichatInactiveNote: (lead: string) =>
    `The multichat is live when its lead dialog “${lead}” is live. Until then the link answers “${respondentEn.live.errors.dialogNotLive}”, after it was live “${ended}”`,
  openLead: 'Open the lead dialog and switch it live',
  leadUnknown: 'Only its members can see whether the lead dialog is live.',
  baseFailed: (msg: string) =>
    `The server's public address could not be loaded (${msg}). The links use this page's address.`,
  gameAlias: (path: string) => `Also available at ${path}.`,
  multichatButton: 'Publish',
  multichatDialogTitle: 'Publish multichat',
  multichatNoEmbed: 'A multichat cannot be embedded in other websites; link to the page or show the QR code.',
  close: 'Close',
}
