import type { FastifyServerOptions } from 'fastify';

export interface LoggerSettings {
  /** pino level (`info`, `debug`...). */
  level: string;
  /** Paths of log fields to hide (`req.headers.authorization`). */
  redact?: string[];
  /** Readable lines instead of JSON; by default `prettyLogs()`. */
  pretty?: boolean;
}

/**
 * Whether logs are readable lines (pino-pretty) rather than JSON: LOG_PRETTY=1 or 0 decides; else readable
 * only outside production on a terminal (`npm start`, `npm run dev`), so production, files and pipes keep JSON lines.
 */
export function prettyLogs(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): boolean {
  if (env.LOG_PRETTY === '1' || env.LOG_PRETTY === '0') return env.LOG_PRETTY === '1';
  return env.NODE_ENV !== 'production' && terminal;
}

/** Fastify's logger options of both servers: JSON lines, or pino-pretty's readable lines (see `prettyLogs`). */
export function loggerOptions({ level, redact = [], pretty = prettyLogs() }: LoggerSettings): NonNullable<FastifyServerOptions['logger']> {
  const base = { level, ...(redact.length ? { redact } : {}) };
  if (!pretty) return base;
  return { ...base, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } };
}
