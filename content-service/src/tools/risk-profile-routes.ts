import type { FastifyInstance } from 'fastify';
import { type RiskProfileResult } from '@brids/contracts';
import { collection, single, z } from '@brids/contracts/schema';
import { riskProfile, riskProfileResult, riskQuestion } from '@brids/contracts/tools';
import type { AppContext } from '../lib/context.ts';
import { loadProfiles, loadQuestionnaire } from './risk-profile.ts';
import { HttpError } from '../lib/errors.ts';
import { locale } from '../lib/query.ts';
import { profileForScore, scoreAnswers, scoreBounds } from './risk-scoring.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const localeQuery = { locale };
/** The body of POST /api/risk-profile/result: question key -> answer key, one for every question. */
const answersBody = z.object({ answers: z.record(z.string(), z.string()) });

const notConfigured = (what: string) => new HttpError(503, `The risk-profile questionnaire is not configured: ${what}`);

/**
 * The risk-profile questionnaire (spec §3): GET questions, GET profiles, and POST result, which
 * scores the answers here, so compliance owns the rules in one place. Nothing sent is stored.
 */
export function riskProfileRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/risk-profile/questions', {
    schema: apiSchema({ summary: 'The risk-profile questionnaire: questions and their answers with points', query: localeQuery, response: collection(riskQuestion), errors: { '503': true } }),
  }, async (request) => {
    const q = request.query;
    return { data: await loadQuestionnaire(db, q.locale) };
  });

  app.get('/api/risk-profile/profiles', {
    schema: apiSchema({ summary: 'The risk profiles with their score ranges and products', query: localeQuery, response: collection(riskProfile) }),
  }, async (request) => {
    const q = request.query;
    return { data: await loadProfiles(db, q.locale) };
  });

  app.post('/api/risk-profile/result', {
    schema: apiSchema({ summary: 'Scores the answers into a profile (nothing stored)', query: localeQuery, body: answersBody, response: single(riskProfileResult), errors: { '503': true } }),
  }, async (request) => {
    const q = request.query;
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(422, 'The body must be a JSON object: { "answers": { "<question>": "<answer>" } }', {
        body: ['must be a JSON object with answers'],
      });
    }
    const questions = await loadQuestionnaire(db, q.locale);
    if (questions.length === 0) throw notConfigured('no questions');
    const scoring = scoreAnswers(questions, (body as { answers?: unknown }).answers);
    if (!scoring.ok) throw new HttpError(422, scoring.message, scoring.errors);

    const profiles = await loadProfiles(db, q.locale);
    const profile = profileForScore(profiles, scoring.score);
    if (!profile) {
      request.log.error({ score: scoring.score }, 'no risk profile holds the score');
      throw notConfigured(`no profile for the score ${scoring.score}`);
    }
    const bounds = scoreBounds(questions);
    const data: RiskProfileResult = { score: scoring.score, min_score: bounds.min, max_score: bounds.max, profile };
    return { data };
  });
}
