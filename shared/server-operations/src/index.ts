export { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
export { registerOperations, type ReadinessCheck } from './readiness.ts';
export { serve, type ServeOptions } from './serve.ts';
export { loggerOptions, prettyLogs, type LoggerSettings } from './logging.ts';
export { listenMetrics, metricsText, registerRequestMetrics, routePattern, type RouteKindOf } from './metrics.ts';
export { isExampleHost, isPlaceholder, MIN_KEY_BYTES, productionSecretIssues, secretProblem, type SecretIssue, type SecretKind } from './secrets.ts';
