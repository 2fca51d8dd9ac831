// The baseline of the load test: a bare Fastify server (the content service's own Fastify) answering
// one fixed body (the bytes of the spec's menus call, or of a document) to every GET.
// Usage: node bare-server.mjs <port> <body file> [content type, default JSON]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../content-service/package.json'));
const Fastify = require('fastify');

const [port, bodyFile, type = 'application/json; charset=utf-8'] = process.argv.slice(2);
const body = readFileSync(bodyFile, 'utf8');
const app = Fastify({ logger: false });
app.get('/*', (_request, reply) => {
  reply.type(type).send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void app.close().then(() => process.exit(0)));
