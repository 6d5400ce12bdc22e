import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/database'
import { answers, chatMessages, conversations, liveRespondents } from '../db/schema'
import type { ExportData } from '../services/export/buildWorkbook'
import { listBlocks } from './blocks'
import { listConnections } from './surveyStructure'

/**
 * What the excel export of a dialog shows: its blocks and jumps, and every respondent with a
 * conversation in it with their answers and transcript. One transaction, so a respondent who
 * is answering right now appears consistently in both sheets.
 */
export async function loadExportData(db: Db, surveyId: string): Promise<ExportData> {
  return db.transaction(async (tx) => {
    const blocks = await listBlocks(tx, surveyId)
    const connections = await listConnections(tx, surveyId)
    const respondents = await tx
      .select({ id: liveRespondents.id, username: liveRespondents.username, startedAt: conversations.startedAt, finishedAt: conversations.finishedAt })
      .from(conversations)
      .innerJoin(liveRespondents, eq(liveRespondents.id, conversations.respondentId))
      .where(eq(conversations.surveyId, surveyId))
      .orderBy(asc(conversations.startedAt), asc(liveRespondents.id))
    const answerRows = await tx
      .select({ respondentId: answers.respondentId, uniqueQuestionId: answers.uniqueQuestionId, value: answers.value, intent: answers.intent })
      .from(answers)
      .innerJoin(conversations, and(eq(conversations.respondentId, answers.respondentId), eq(conversations.surveyId, answers.surveyId)))
      .where(eq(answers.surveyId, surveyId))
    const messages = await tx
      .select({
        respondentId: chatMessages.respondentId,
        uniqueQuestionId: chatMessages.uniqueQuestionId,
        userOrBot: chatMessages.userOrBot,
        context: chatMessages.context,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .where(eq(chatMessages.surveyId, surveyId))
      .orderBy(asc(chatMessages.id))
    return { blocks, connections, respondents, answers: answerRows, messages }
  })
}
