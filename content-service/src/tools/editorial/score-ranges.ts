import type { Transaction } from 'kysely';
import { HttpError } from '../../lib/errors.ts';
import type { DB } from '../../schema.ts';
import { loadProfiles, loadQuestionnaire } from '../risk-profile.ts';
import { profileForScore, scoreBounds } from '../risk-scoring.ts';

/**
 * Inside the publish transaction, after the change: every score the questionnaire can reach must fall in
 * a profile, or the quiz could not answer it. Else a 422 naming the scores on `field` (the transaction is
 * rolled back, so nothing changes): widen a profile's range before adding points. Ranges may overlap for a
 * while (the lower range answers, as `profileForScore` picks), so a range is split in two steps.
 */
export async function checkScoreRanges(trx: Transaction<DB>, field: string): Promise<void> {
  const questions = await loadQuestionnaire(trx, 'id');
  if (questions.length === 0) return;
  const profiles = await loadProfiles(trx, 'id');
  const { min, max } = scoreBounds(questions);
  const orphans: number[] = [];
  for (let score = min; score <= max; score++) if (!profileForScore(profiles, score)) orphans.push(score);
  if (orphans.length === 0) return;
  const shown = orphans.length > 3 ? `${orphans.slice(0, 3).join(', ')} and ${orphans.length - 3} more` : orphans.join(', ');
  throw new HttpError(422, 'Every score the questionnaire can reach needs a risk profile', {
    [field]: [`With this change no profile holds the score ${shown}: widen a profile's score range first`],
  });
}
