import { z } from 'zod';
import { QUEST_LIMITS as L } from '@kp/domain/quests';
import { ENDPOINTS } from './endpoints';
import { defineRoute, envelope, noQuery, text } from './route';
import { storedTranslations, translationsInput } from './translations';

/**
 * Operators: a quest's and its stages' texts, in English with their translations into the other
 * interface languages (translations.ts), as games, campaigns, tasks and vouchers take them. Only
 * the words change here; a change of `translations` sends the whole set (the languages left out go).
 */

const questFields = {
  title: text({ trim: true }).min(L.title.min).max(L.title.max),
  description: text({ multiline: true, trim: true }).max(L.description.max),
};
const stageFields = {
  title: text({ trim: true }).min(L.stageTitle.min).max(L.stageTitle.max),
  description: text({ multiline: true, trim: true }).max(L.stageDescription.max),
};

/** A quest's texts as operators see them: English and the translations as kept, its stages' too. */
export const adminQuestTexts = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  translations: storedTranslations(['title', 'description']),
  stages: z.array(
    z.object({
      id: z.uuid(),
      position: z.number().int(),
      title: z.string(),
      description: z.string(),
      translations: storedTranslations(['title', 'description']),
    }),
  ),
});
export type AdminQuestTexts = z.output<typeof adminQuestTexts>;

/** The texts of one (quest or stage): only the fields sent change. */
function textsUpdate<S extends typeof questFields | typeof stageFields>(fields: S) {
  return z
    .object({ ...fields, translations: translationsInput(fields) })
    .partial()
    .strict()
    .refine((v) => Object.keys(v).length > 0, 'nothing to change');
}

export const adminQuestTextsUpdate = textsUpdate(questFields);
export type AdminQuestTextsUpdate = z.output<typeof adminQuestTextsUpdate>;
export const adminStageTextsUpdate = textsUpdate(stageFields);
export type AdminStageTextsUpdate = z.output<typeof adminStageTextsUpdate>;

const questId = z.object({ id: z.uuid() }).strict();

export const adminGetQuestTexts = defineRoute({
  ...ENDPOINTS.adminGetQuestTexts,
  summary: "Operators: a quest's and its stages' texts with their translations; 404 QUEST_NOT_FOUND",
  tags: ['admin'],
  access: 'admin',
  params: questId,
  querystring: noQuery,
  response: { 200: envelope(adminQuestTexts) },
});

export const adminUpdateQuestTexts = defineRoute({
  ...ENDPOINTS.adminUpdateQuestTexts,
  summary: "Operators: changes a quest's title, description and their translations; 404 QUEST_NOT_FOUND",
  tags: ['admin'],
  access: 'admin',
  params: questId,
  querystring: noQuery,
  body: adminQuestTextsUpdate,
  response: { 200: envelope(adminQuestTexts) },
});

export const adminUpdateQuestStageTexts = defineRoute({
  ...ENDPOINTS.adminUpdateQuestStageTexts,
  summary:
    "Operators: changes a stage's title, description and their translations; 404 QUEST_NOT_FOUND, STAGE_NOT_FOUND (a stage of another quest too)",
  tags: ['admin'],
  access: 'admin',
  params: z.object({ id: z.uuid(), stageId: z.uuid() }).strict(),
  querystring: noQuery,
  body: adminStageTextsUpdate,
  response: { 200: envelope(adminQuestTexts) },
});

/** The operators' routes of a quest's texts. */
export const QUEST_TEXTS_ADMIN_ROUTES = {
  adminGetQuestTexts,
  adminUpdateQuestTexts,
  adminUpdateQuestStageTexts,
} as const;
