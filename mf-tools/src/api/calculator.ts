import { lazySchemaOf } from '@brids/contracts';
import { defineGet } from '@brids/contracts/api-call';

/** GET /api/calculator/limits: every calculator field's maximum (values must be more than 0 and at most this). */
export const calculatorLimitsCall = defineGet({
  path: () => '/calculator/limits',
  schema: lazySchemaOf(() => import('@brids/contracts/tools'), (m, s) => s.single(m.calculatorLimits)),
});
