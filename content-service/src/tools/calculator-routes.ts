import type { FastifyInstance } from 'fastify';
import type { CalculatorLimits } from '@brids/contracts';
import { CALCULATOR_FIELDS, CALCULATOR_UNITS, type CalculatorUnit } from '@brids/contracts/tools/constants';
import { single } from '@brids/contracts/schema';
import { calculatorLimits } from '@brids/contracts/tools';
import type { AppContext } from '../lib/context.ts';
import { HttpError } from '../lib/errors.ts';
import { locale } from '../lib/query.ts';
import { apiSchema } from '../lib/openapi.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

const limitsQuery = { locale };

const isUnit = (value: string): value is CalculatorUnit => (CALCULATOR_UNITS as readonly string[]).includes(value);

/** GET /api/calculator/limits: the maximum of every calculator input (spec §5), owned by compliance here. */
export function calculatorRoutes(instance: FastifyInstance, { db }: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/api/calculator/limits', {
    schema: apiSchema({ summary: 'The investment calculator\'s maximum per field (spec §5)', query: limitsQuery, response: single(calculatorLimits), errors: { '503': true } }),
  }, async (request) => {
    // The limits are the same in both locales; `locale` is accepted like everywhere else.
    const rows = await db.selectFrom('calculator_limits').select(['field', 'max_value', 'unit']).execute();
    const byField = new Map(rows.map((r) => [r.field, r]));
    const data = {} as CalculatorLimits;
    const broken: string[] = [];
    for (const field of CALCULATOR_FIELDS) {
      const row = byField.get(field);
      const max = Number(row?.max_value);
      if (!row || !isUnit(row.unit) || !Number.isFinite(max) || max <= 0) broken.push(field);
      else data[field] = { max, unit: row.unit };
    }
    if (broken.length) {
      request.log.error({ fields: broken }, 'calculator limits missing or invalid');
      throw new HttpError(503, `The calculator limits are not configured: ${broken.join(', ')}`);
    }
    return { data };
  });
}
