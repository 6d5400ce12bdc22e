import { SurveyListResponse } from '@engine/api/surveys'
import { useEffect, useState } from 'react'
import { api } from '../../session/api'

/**
 * Whether a multichat's lead dialog is live (docs/multichat.md: the game is live while its lead is),
 * read afresh from the editor's own list (GET /api/surveys), since the lead may have been switched on
 * another tab. undefined while loading; null for a lead the editor is no member of and when the list
 * fails (the dialog then says that it is not known).
 */
export function useLeadLive(leadId: string | null): boolean | null | undefined {
  const [live, setLive] = useState<{ for: string; active: boolean | null } | null>(null)
  useEffect(() => {
    if (!leadId) return
    let current = true
    api('GET', '/api/surveys')
      .then((json) => SurveyListResponse.parse(json).surveys.find((s) => s.survey_id === leadId)?.active ?? null)
      .catch(() => null)
      .then((active) => {
        if (current) setLive({ for: leadId, active })
      })
    return () => {
      current = false
    }
  }, [leadId])
  return live?.for === leadId ? live.active : undefined
}
