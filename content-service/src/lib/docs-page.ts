interface DocumentedOperation {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean; description?: string; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const code = (value: unknown) => `<code>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;

/** A parameter's schema in words: its type, its values, pattern, bounds and default. */
function typeOf(schema: Record<string, unknown>): string {
  const parts = [schema.enum ? `one of ${(schema.enum as unknown[]).map(code).join(', ')}` : escapeHtml(String(schema.type ?? 'any'))];
  if (schema.pattern) parts.push(`pattern ${code(schema.pattern)}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${escapeHtml(String(schema.maxLength))} characters`);
  if (schema.default !== undefined) parts.push(`default ${code(schema.default)}`);
  if (Array.isArray(schema.examples) && schema.examples.length) parts.push(`e.g. ${code(schema.examples[0])}`);
  return parts.join('; ');
}

/** What an operation's `security` asks for: nothing (`[]`), a bearer token, or one when sent (`[{ bearer: [] }, {}]`). */
const authOf = (security: DocumentedOperation['security'] = []) =>
  !security.length ? '' : security.some((requirement) => !Object.keys(requirement as object).length) ? ' (bearer token, when sent)' : ' (bearer token)';

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function operationSection(method: string, path: string, op: DocumentedOperation): string {
  const rows = op.parameters.map((p) =>
    `<tr><td>${code(p.name)}</td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${typeOf(p.schema)}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`);
  const answers = Object.entries(op.responses).map(([status, answer]) => {
    const media = Object.entries(answer.content ?? {});
    const json = answer.content?.['application/json']?.schema;
    const label = `${status} ${answer.description}${media.length ? ` (${media.map(([type]) => type).join(', ')})` : ''}`;
    return status.startsWith('2') && json ? `<li>${schemaBlock(label, json)}</li>` : `<li>${escapeHtml(label)}</li>`;
  });
  const body = op.requestBody?.content['application/json']?.schema;
  return `<section id="${escapeHtml(`${method}-${path}`)}"><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>`
    + `<p>${escapeHtml(op.summary ?? '')}${authOf(op.security)}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}`
    + (rows.length
      ? `<table border="1"><thead><tr><th>parameter</th><th>in</th><th>required</th><th>type</th><th>meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
      : '<p>No parameters.</p>')
    + (body ? schemaBlock('Body (application/json)', body) : '')
    + `<p>Answers:</p><ul>${answers.join('')}</ul></section>`;
}

/**
 * A readable page of the document: every operation, its parameters with their types and its answers' schemas.
 * Plain HTML without script or style (the service's CSP is default-src 'none').
 */
export function docsPage(document: Record<string, unknown>): string {
  const operations = Object.entries(document.paths as Record<string, Record<string, DocumentedOperation>>)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));
  const index = operations.map(({ method, path, op }) =>
    `<li><a href="#${escapeHtml(`${method}-${path}`)}">${code(`${method.toUpperCase()} ${path}`)}</a> ${escapeHtml(op.summary ?? '')}</li>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BRIDS content API</title></head><body><main>`
    + '<h1>BRIDS content API</h1>'
    + `<p>OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>. ${escapeHtml(String((document.info as { description: string }).description))} `
    + 'Errors answer <code>{ message, errors? }</code>.</p>'
    + `<ul>${index.join('')}</ul>${operations.map(({ method, path, op }) => operationSection(method, path, op)).join('')}`
    + `<section><h2>Shared schemas</h2>${Object.entries((document.components as { schemas: Record<string, unknown> }).schemas)
      .map(([name, schema]) => schemaBlock(`#/components/schemas/${name}`, schema)).join('')}</section></main></body></html>`;
}
