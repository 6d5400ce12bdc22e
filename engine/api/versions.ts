import { z } from 'zod'
import { EntryChange, EntryType } from '../history/HistoryEntry'
import { decimalInt } from '../model/int32'
import { SurveyId } from '../model/survey'
import type { Endpoint } from './Endpoint'
import { SuccessResponse, DialogResponse } from './surveys'

/**
 * A dialog's version history (issue #21, docs/design/coediting.md "Version history"): the list of
 * its edits grouped into sessions, any version rebuilt read-only, and names for versions.
 */

export const VersionParams = z.object({ id: SurveyId, version: decimalInt() })
export type VersionParams = z.infer<typeof VersionParams>

/** What one edit did, per change: the history entry's type, change and key. */
export const VersionWhat = z.object({
  type: EntryType,
  change: EntryChange,
  key: z.string().nullable(),
  unique_question_id: z.string().nullable(),
})

export const VersionItem = z.object({
  /** The dialog's version after the edit; null for an edit from before the change log. */
  version: z.number().int().nullable(),
  /** ISO 8601. */
  created_on: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  what: z.array(VersionWhat),
  name: z.string().nullable(),
  /** Whether the version can be shown and restored: false before the version history began. */
  rebuildable: z.boolean(),
})
export type VersionItem = z.infer<typeof VersionItem>

/** Edits of one author with no gap over 30 minutes, newest first. */
export const VersionSession = z.object({
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  versions: z.array(VersionItem),
})
export type VersionSession = z.infer<typeof VersionSession>

/** Edits per page of the version list: each call reads a bounded part of the log, however long it grew. */
export const VERSION_PAGE = 500

export const VersionListResponse = z.object({
  /** The dialog's version now. */
  version: z.number().int().min(0),
  /** The first version that can be rebuilt (the base); null while the dialog has no base yet (no edit since). */
  first_version: z.number().int().min(0).nullable(),
  sessions: z.array(VersionSession),
  /**
   * More edits are older than these: pass it as `before` to list them (the next page); null when
   * the list reaches the first edit. A page holds at most VERSION_PAGE edits, and fewer where
   * they are large (4 MB of the edits' JSON at most, at least one edit).
   */
  older: z.number().int().min(1).nullable(),
  /**
   * The named versions older than this page (at most VERSION_PAGE of them, the newest), so that
   * named versions are listed however long the log: a name is how an editor finds a version again.
   */
  named: z.array(VersionItem).max(VERSION_PAGE),
})
export type VersionListResponse = z.infer<typeof VersionListResponse>

/** `before`: the `older` of the previous page; absent: the newest edits. */
export const VersionListQuery = z.object({ before: decimalInt({ min: 1 }).optional() })
export type VersionListQuery = z.infer<typeof VersionListQuery>

/** A past version in the shape the editor loads (POST /api/dialog), read-only; triggers are not versioned (empty). */
export const VersionResponse = DialogResponse.extend({ name: z.string().nullable() })
export type VersionResponse = z.infer<typeof VersionResponse>

export const VersionNameBody = z.object({ name: z.string().trim().min(1).max(100) })
export type VersionNameBody = z.infer<typeof VersionNameBody>

export const VersionNameResponse = z.object({ msg: z.literal('success'), version: z.number().int(), name: z.string() })
export type VersionNameResponse = z.infer<typeof VersionNameResponse>

/** A session ends when the author changes or the next edit is more than this later. */
export const SESSION_GAP_MS = 30 * 60 * 1000

const view = { kind: 'survey', capability: 'view' } as const
const edit = { kind: 'survey', capability: 'edit' } as const

export const versionEndpoints: readonly Endpoint[] = [
  {
    method: 'GET',
    path: '/api/surveys/:id/versions',
    summary: 'Versionen des Dialogs, nach Sitzungen gruppiert, die neuesten zuerst (seitenweise)',
    access: view,
    params: z.object({ id: SurveyId }),
    query: VersionListQuery,
    response: VersionListResponse,
  },
  {
    method: 'GET',
    path: '/api/surveys/:id/versions/:version',
    summary: 'Eine frühere Version des Dialogs (nur Ansicht)',
    access: view,
    params: VersionParams,
    response: VersionResponse,
  },
  {
    method: 'PUT',
    path: '/api/surveys/:id/versions/:version/name',
    summary: 'Version benennen',
    access: edit,
    params: VersionParams,
    body: VersionNameBody,
    response: VersionNameResponse,
  },
  {
    method: 'DELETE',
    path: '/api/surveys/:id/versions/:version/name',
    summary: 'Namen einer Version entfernen',
    access: edit,
    params: VersionParams,
    response: SuccessResponse,
  },
]
