import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildKustomization } from './kustomize.ts';
import { checkShippedConfig, ensureNginx } from './nginx-under-test.ts';

const DEPLOY = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(DEPLOY, '..');
const DOCKERFILE = readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');

/** The planned production entry points (deploy/README.md, "The build contract"), per image target. */
const TARGETS = {
  'content-service': { command: ['node', 'content-service/dist/main.js'], port: '3001' },
  'shell-server': { command: ['node', 'shell/dist-server/main.js'], port: '3000' },
} as const;
const MIGRATE = ['node', 'content-service/dist/cli.js', 'migrate'];
/** The release CLI's image: its entry point, compiled by scripts/build-servers.mjs. */
const RELEASE_ENTRYPOINT = ['node', 'tools/release/dist/cli.js'];
/** The Node the project runs on everywhere (scripts/lib.mjs), the images' included. */
const NODE_VERSION = /NODE_VERSION = '([^']+)'/.exec(readFileSync(path.join(ROOT, 'scripts/lib.mjs'), 'utf8'))![1]!;
/** Read by the servers but not in docs/configuration.md's table: LOG_LEVEL. */
const NOT_IN_TABLE = ['LOG_LEVEL'];
/** The object store's variables (@brids/object-store), the same for the servers and the release CLI. */
const OBJECT_STORE_VARIABLES = ['OBJECT_STORE_BUCKET', 'OBJECT_STORE_PREFIX', 'OBJECT_STORE_ENDPOINT', 'OBJECT_STORE_REGION', 'OBJECT_STORE_PATH_STYLE', 'OBJECT_STORE_ACCESS_KEY_ID', 'OBJECT_STORE_SECRET_ACCESS_KEY'];

interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** The build stages of the Dockerfile, each with the image or stage it starts from and its instructions. */
function stagesOf(text: string): { args: Map<string, string>; stages: Stage[] } {
  const dockerfile = DockerfileParser.parse(text);
  const args = new Map(dockerfile.getInitialARGs().map((arg) => [arg.getProperty()!.getName(), arg.getProperty()!.getValue() ?? ''] as const));
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const [from = '', , name = ''] = instruction.getArguments().map((a) => a.getValue());
      stages.push({ name, from, instructions: [] });
    } else stages.at(-1)?.instructions.push(instruction);
  }
  return { args, stages };
}

/** The chain of stages a target is built on, from the base image to the target itself. */
function lineage(stages: Stage[], target: string): Stage[] {
  const stage = stages.find((s) => s.name === target);
  if (!stage) throw new Error(`no stage ${target}`);
  return stages.some((s) => s.name === stage.from) ? [...lineage(stages, stage.from), stage] : [stage];
}

const argumentsOf = (instruction: Instruction) => instruction.getArguments().map((a) => a.getValue());
const jsonOf = (instruction: Instruction) => JSON.parse(instruction.getRawArgumentsContent()!.replace(/^(CMD|ENTRYPOINT)\s+/, '')) as string[];
const copiesOf = (instructions: Instruction[]) =>
  instructions.filter((i) => i.getKeyword() === 'COPY').map((i) => ({ from: /--from=(\S+)/.exec(i.getTextContent())?.[1], args: argumentsOf(i).filter((a) => !a.startsWith('--')) }));

describe('deploy/Dockerfile', () => {
  const { args, stages } = stagesOf(DOCKERFILE);

  it('has no errors or warnings for dockerfile-utils (the Docker language service)', () => {
    expect(validate(DOCKERFILE).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('builds with the pnpm version the project installs', () => {
    const version = /PNPM_VERSION = '([^']+)'/.exec(readFileSync(path.join(ROOT, 'scripts/lib.mjs'), 'utf8'))?.[1];
    const arg = stages.flatMap((s) => s.instructions).find((i) => i.getKeyword() === 'ARG' && i.getArgumentsContent()!.startsWith('PNPM_VERSION='));
    expect(arg?.getArgumentsContent()).toBe(`PNPM_VERSION=${version}`);
  });

  it.each(Object.entries(TARGETS))("%s: the project's Node (slim), non-root, production dependencies only, a healthcheck and the planned command", (target, { command, port }) => {
    const chain = lineage(stages, target);
    const base = chain[0]!.from.replace(/^\$\{(\w+)\}$/, (_, name: string) => args.get(name) ?? '');
    expect(base).toBe(`node:${NODE_VERSION}-bookworm-slim`);
    const instructions = chain.flatMap((s) => s.instructions);
    const keywords = instructions.map((i) => i.getKeyword());

    const user = instructions.filter((i) => i.getKeyword() === 'USER').at(-1);
    expect(user && argumentsOf(user)[0]).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    expect(keywords.lastIndexOf('USER')).toBeGreaterThan(keywords.lastIndexOf('COPY'));
    expect(keywords.lastIndexOf('USER')).toBeGreaterThan(keywords.lastIndexOf('RUN'));

    const healthchecks = instructions.filter((i) => i.getKeyword() === 'HEALTHCHECK');
    expect(healthchecks).toHaveLength(1);
    expect(healthchecks[0]!.getArgumentsContent()).toContain('/healthz');
    expect(instructions.filter((i) => i.getKeyword() === 'EXPOSE').map((i) => i.getArgumentsContent())).toEqual([port]);
    expect(instructions.some((i) => i.getKeyword() === 'ENV' && argumentsOf(i).includes(`PORT=${port}`))).toBe(true);
    expect(instructions.some((i) => i.getKeyword() === 'ENV' && argumentsOf(i).includes('NODE_ENV=production'))).toBe(true);
    expect(jsonOf(instructions.filter((i) => i.getKeyword() === 'CMD').at(-1)!)).toEqual(command);

    // Nothing is installed or built in the final image: dependencies come from a --prod install stage.
    const runs = instructions.filter((i) => i.getKeyword() === 'RUN').map((i) => i.getArgumentsContent()!);
    for (const run of runs) expect(run).not.toMatch(/\b(npm|pnpm|npx|tsx|apt-get)\b/);
    const copies = copiesOf(instructions);
    const nodeModules = copies.filter((c) => c.args[0] === '/app/node_modules');
    expect(nodeModules).toHaveLength(1);
    const deps = stages.find((s) => s.name === nodeModules[0]!.from)!;
    const install = deps.instructions.map((i) => i.getArgumentsContent() ?? '').find((text) => text.includes('pnpm install'));
    expect(install).toMatch(/--prod\b/);
    expect(install).toMatch(/--frozen-lockfile\b/);
    // The entry point it runs is copied from the build stage.
    expect(copies.some((c) => c.from === 'build' && command[1]!.startsWith(`${c.args[1]!.replace(/^\/app\//, '')}/`))).toBe(true);
  });

  it("release: the compiled CLI as its entry point, the project's Node (slim), non-root, production dependencies and what verify reads", () => {
    const chain = lineage(stages, 'release');
    expect(chain[0]!.from.replace(/^\$\{(\w+)\}$/, (_, name: string) => args.get(name) ?? '')).toBe(`node:${NODE_VERSION}-bookworm-slim`);
    const instructions = chain.flatMap((s) => s.instructions);
    const keywords = instructions.map((i) => i.getKeyword());
    const user = instructions.filter((i) => i.getKeyword() === 'USER').at(-1);
    expect(user && argumentsOf(user)[0]).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    expect(keywords.lastIndexOf('USER')).toBeGreaterThan(Math.max(keywords.lastIndexOf('COPY'), keywords.lastIndexOf('RUN')));
    expect(instructions.some((i) => i.getKeyword() === 'ENV' && argumentsOf(i).includes('NODE_ENV=production'))).toBe(true);
    // A one-off command: no port, no health check; `docker run brids/release <command>`.
    expect(keywords).not.toContain('EXPOSE');
    expect(keywords).not.toContain('HEALTHCHECK');
    expect(keywords).not.toContain('CMD');
    expect(jsonOf(instructions.filter((i) => i.getKeyword() === 'ENTRYPOINT').at(-1)!)).toEqual(RELEASE_ENTRYPOINT);
    for (const run of instructions.filter((i) => i.getKeyword() === 'RUN').map((i) => i.getArgumentsContent()!)) expect(run).not.toMatch(/\b(npm|pnpm|npx|tsx|apt-get)\b/);

    const copies = copiesOf(instructions);
    const target = (to: string) => copies.filter((c) => c.args.at(-1) === to);
    // node_modules from one --prod install of the CLI's dependencies and the shell's (its singletons' versions).
    const nodeModules = target('/app/node_modules');
    expect(nodeModules).toHaveLength(1);
    const install = stages.find((s) => s.name === nodeModules[0]!.from)!.instructions.map((i) => i.getArgumentsContent() ?? '').find((text) => text.includes('pnpm install'));
    expect(install).toMatch(/--prod\b/);
    expect(install).toMatch(/--frozen-lockfile\b/);
    expect(install).toContain('--filter "@brids/release..."');
    expect(install).toContain('--filter "@brids/shell..."');
    // The compiled CLI, and no TypeScript source of it.
    expect(target('/app/tools/release/dist')).toEqual([{ from: 'build', args: ['/app/tools/release/dist', '/app/tools/release/dist'] }]);
    expect(copies.flatMap((c) => c.args).filter((a) => /\/src$|\.ts$/.test(a))).toEqual([]);
    // What verify and publish-shell read from the repository's layout: the shell's manifest and build, and the
    // shell's workspace singletons (tools/build/src/singletons.ts) where the shell resolves them.
    for (const file of ['/app/package.json', '/app/pnpm-workspace.yaml', '/app/shell/package.json', '/app/shell/dist', '/app/tools/release/package.json']) {
      expect(copies.some((c) => c.from === 'build' && c.args.slice(0, -1).includes(file)), file).toBe(true);
    }
    const singletons = target('/app/node_modules/@brids');
    expect(singletons).toHaveLength(1);
    const prepared = stages.find((s) => s.name === singletons[0]!.from)!.instructions.map((i) => i.getArgumentsContent() ?? '').join('\n');
    const workspaceSingletons = [...readFileSync(path.join(ROOT, 'tools/build/src/singletons.ts'), 'utf8').matchAll(/'@brids\/([a-z0-9-]+)'/g)].map(([, name]) => name!);
    expect(/for pkg in ([a-z0-9 -]+); do/.exec(prepared)?.[1]!.split(' ').sort()).toEqual([...new Set(workspaceSingletons)].sort());
  });

  it('keeps installs, builds, published remotes and local data out of the build context', () => {
    const ignored = readFileSync(path.join(DEPLOY, 'Dockerfile.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '**/dist-server', '.git', 'remotes', 'releases', 'content-service/data', '**/.env']) {
      expect(ignored).toContain(entry);
    }
  });
});

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  ports?: string[];
  volumes?: string[];
  tmpfs?: string[];
  profiles?: string[];
  entrypoint?: string[];
  /** A list of names, or names with settings (a fixed address). */
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  read_only?: boolean;
  restart?: string;
  stop_grace_period?: string;
}

describe('deploy/compose.yaml', () => {
  const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true, maxAliasCount: 100 }) as { services: Record<string, ComposeService> };
  const services = compose.services;
  const byTarget = (target: string) => Object.keys(services).filter((name) => services[name]!.build?.target === target && !services[name]!.command);

  it('runs 2 content services and 2 shell servers from the Dockerfile, read-only, with the grace period their shutdown needs', () => {
    expect(byTarget('content-service')).toEqual(['content-1', 'content-2']);
    expect(byTarget('shell-server')).toEqual(['shell-1', 'shell-2']);
    for (const name of [...byTarget('content-service'), ...byTarget('shell-server')]) {
      const service = services[name]!;
      expect(service.build).toMatchObject({ context: '..', dockerfile: 'deploy/Dockerfile' });
      expect(service.read_only).toBe(true);
      expect(service.restart).toBe('unless-stopped');
      expect(Number.parseInt(service.stop_grace_period!, 10) * 1000).toBeGreaterThan(Number(service.environment!.SHUTDOWN_TIMEOUT_MS));
      expect(service.environment!.PORT).toBe(TARGETS[service.build!.target as keyof typeof TARGETS].port);
      expect(service.environment!.NODE_ENV).toBe('production');
      expect(service.ports).toBeUndefined();
    }
  });

  it('migrates once, and every server waits for the migration to complete successfully', () => {
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(MIGRATE);
    expect(migrate.build?.target).toBe('content-service');
    expect(migrate.restart).toBe('no');
    expect(migrate.healthcheck?.disable).toBe(true);
    expect(migrate.depends_on?.postgres?.condition).toBe('service_healthy');
    for (const name of ['content-1', 'content-2', 'shell-1', 'shell-2']) {
      expect(services[name]!.depends_on?.migrate?.condition, name).toBe('service_completed_successfully');
    }
  });

  it('runs PostgreSQL and Redis with health checks, unpublished', () => {
    expect(services.postgres!.image).toMatch(/^postgres:\d+/);
    expect(services.redis!.image).toMatch(/^redis:\d+/);
    for (const name of ['postgres', 'redis']) {
      expect(services[name]!.healthcheck?.test?.length).toBeGreaterThan(0);
      expect(services[name]!.ports).toBeUndefined();
    }
    expect(services['content-1']!.environment!.REDIS_URL).toBe('redis://redis:6379');
  });

  it('puts the nginx proxy alone on the published edge, with its config, its cache and the servers healthy behind it', () => {
    const proxy = services.proxy!;
    // The proxy is deploy/Dockerfile's proxy target: Debian's nginx, the one the tests run (below).
    expect(proxy.build).toMatchObject({ dockerfile: 'deploy/Dockerfile', target: 'proxy' });
    const published = Object.entries(services).filter(([, service]) => service.ports?.length).map(([name]) => name);
    expect(published).toEqual(['proxy']);
    const networksOf = (service: ComposeService) => (Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {}));
    expect(Object.entries(services).filter(([, s]) => networksOf(s).includes('edge')).map(([name]) => name)).toEqual(['proxy']);
    for (const volume of proxy.volumes!.filter((v) => v.startsWith('./'))) {
      expect(existsSync(path.join(DEPLOY, volume.split(':')[0]!)), volume).toBe(true);
    }
    expect(proxy.volumes).toEqual([
      './nginx/nginx.conf:/etc/nginx/nginx.conf:ro',
      './nginx/proxy-headers.conf:/etc/nginx/proxy-headers.conf:ro',
      './nginx/staff-allow.conf:/etc/nginx/staff-allow.conf:ro',
      'proxy-cache:/var/cache/nginx',
    ]);
    // The public port, and the staff listener on a port of its own (loopback unless STAFF_BIND says otherwise).
    expect(proxy.ports).toEqual(['${PUBLIC_PORT:-8080}:80', '${STAFF_BIND:-127.0.0.1}:${STAFF_PORT:-8081}:8081']);
    for (const name of ['shell-1', 'shell-2', 'content-1', 'content-2', 'object-store']) expect(proxy.depends_on?.[name]?.condition).toBe('service_healthy');
    // The upstreams nginx balances are the compose services, on the ports they listen on.
    const nginx = readFileSync(path.join(DEPLOY, 'nginx/nginx.conf'), 'utf8');
    // The staff listener admits staff-allow.conf's ranges and refuses every other address.
    expect(nginx).toMatch(/^\s*listen 8081;\n\s*server_name _;\n\s*include staff-allow\.conf;\n\s*deny all;$/m);
    const upstreams = [...nginx.matchAll(/^\s*server ([\w-]+):(\d+) /gm)].map(([, host, port]) => `${host}:${port}`);
    expect(upstreams).toEqual(['shell-1:3000', 'shell-2:3000', 'content-1:3001', 'content-2:3001']);
    expect(services['shell-1']!.environment!.CONTENT_API_URL).toBe('http://proxy:3001');
    // /remotes/ from the object store service, path-style in the bucket the servers use.
    expect(nginx).toContain('set $object_store object-store:9000;');
    const bucket = services['shell-1']!.environment!.OBJECT_STORE_BUCKET;
    expect(nginx).toContain(`rewrite ^/remotes/(.*)$ /${bucket}/remotes/$1 break;`);
    expect(services['shell-1']!.environment!.OBJECT_STORE_ENDPOINT).toBe('http://object-store:9000');
  });

  it('keeps artefacts in its own S3-compatible store (MinIO), unpublished, with the bucket made once before the servers start', () => {
    const store = services['object-store']!;
    expect(store.image).toMatch(/^minio\/minio:RELEASE\.\d{4}-\d\d-\d\dT[\dZ-]+$/);
    expect(store.ports).toBeUndefined();
    expect(store.healthcheck?.test?.length).toBeGreaterThan(0);
    expect(store.volumes).toEqual(['object-store-data:/data']);
    const init = services['object-store-init']!;
    expect(init.image).toMatch(/^minio\/mc:RELEASE\.\d{4}-\d\d-\d\dT[\dZ-]+$/);
    expect(init.restart).toBe('no');
    expect(init.depends_on?.['object-store']?.condition).toBe('service_healthy');
    const script = (init as { command?: string[] }).command!.join('\n');
    const bucket = services['shell-1']!.environment!.OBJECT_STORE_BUCKET!;
    expect(script).toContain(`mc mb --ignore-existing store/${bucket}\n`);
    // Anonymous reads of remotes/ only (what the proxy and a CDN serve); shell/ and media/ need the key pair.
    expect([...script.matchAll(/mc anonymous set (\S+) (\S+)/g)].map(([, policy, target]) => `${policy} ${target}`)).toEqual([`download store/${bucket}/remotes`]);
    expect(script).toContain('mc admin user add store "$$OBJECT_STORE_ACCESS_KEY_ID" "$$OBJECT_STORE_SECRET_ACCESS_KEY"');
    for (const name of ['content-1', 'content-2', 'shell-1', 'shell-2', 'release']) {
      expect(services[name]!.depends_on?.['object-store-init']?.condition, name).toBe('service_completed_successfully');
    }
  });

  it('gives the servers and the release CLI one object store and no shared volume; the shell servers a tmpfs cache at REMOTES_DIR', () => {
    const objectStore = (name: string) => Object.fromEntries(Object.entries(services[name]!.environment!).filter(([key]) => key.startsWith('OBJECT_STORE_')));
    for (const name of ['content-1', 'content-2', 'shell-1', 'shell-2', 'release']) {
      expect(Object.keys(objectStore(name)).sort(), name).toEqual([...OBJECT_STORE_VARIABLES].sort());
      expect(objectStore(name), name).toEqual(objectStore('shell-1'));
      expect(services[name]!.volumes, name).toBeUndefined();
    }
    expect(objectStore('shell-1')).toMatchObject({ OBJECT_STORE_PATH_STYLE: '1', OBJECT_STORE_ACCESS_KEY_ID: expect.stringMatching(/^\$\{OBJECT_STORE_ACCESS_KEY_ID:\?/) });
    const shell = services['shell-1']!;
    expect(shell.environment!.RELEASES_DIR).toBeUndefined();
    expect(shell.environment!.RELEASE_DATABASE_URL).toMatch(/^\$\{RELEASE_DATABASE_URL:\?/);
    expect(shell.tmpfs).toContain(shell.environment!.REMOTES_DIR);
    expect(shell.environment!.REMOTES_PUBLIC_URL).toBe('${PUBLIC_ORIGIN:?set PUBLIC_ORIGIN in deploy/.env}/remotes');
    expect(services['content-1']!.environment!.MEDIA_DIR).toBeUndefined();
    const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true, maxAliasCount: 100 }) as { volumes: Record<string, unknown> };
    expect(Object.keys(compose.volumes).sort()).toEqual(['object-store-data', 'postgres-data', 'proxy-cache']);
  });

  it('runs the release CLI on demand only (profile tools) against the release store and the bucket', () => {
    const release = services.release!;
    expect(release.profiles).toEqual(['tools']);
    expect(release.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile', target: 'release' });
    expect(release.image).toMatch(/^brids\/release:/);
    // The image's entry point takes the command: `docker compose run --rm release pin mf-tools <version> ...`.
    expect(release.command).toBeUndefined();
    expect(release.entrypoint).toBeUndefined();
    expect(release.ports).toBeUndefined();
    expect(release.read_only).toBe(true);
    expect(release.restart).toBe('no');
    expect(release.environment!.RELEASE_DATABASE_URL).toBe(services['shell-1']!.environment!.RELEASE_DATABASE_URL);
    expect(release.depends_on?.postgres?.condition).toBe('service_healthy');
    // Only the release service is kept out of `up`.
    expect(Object.entries(services).filter(([, s]) => s.profiles).map(([name]) => name)).toEqual(['release']);
  });

  it('takes every secret from deploy/.env, which is not committed; .env.example names each one', () => {
    const text = readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8');
    const required = [...new Set([...text.matchAll(/\$\{(\w+):\?/g)].map(([, name]) => name!))];
    expect(required).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'POSTGRES_PASSWORD', 'RELEASE_PREVIEW_SECRET', 'RECAPTCHA_SECRET', 'SMTP_URL', 'PUBLIC_ORIGIN', 'MINIO_ROOT_PASSWORD', 'OBJECT_STORE_SECRET_ACCESS_KEY']),
    );
    const example = readFileSync(path.join(DEPLOY, '.env.example'), 'utf8');
    for (const name of required) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    // No value to keep: every secret (and the site's origin) is left empty for the operator.
    for (const name of required.filter((n) => !['OBJECT_STORE_ACCESS_KEY_ID', 'MINIO_ROOT_USER'].includes(n))) expect(example, name).toMatch(new RegExp(`^${name}=$`, 'm'));
    expect(example).not.toMatch(/change-?me/i);
    expect(services['content-1']!.environment!.PUBLIC_ORIGIN).toBe(services['shell-1']!.environment!.PUBLIC_ORIGIN);
    expect(readFileSync(path.join(DEPLOY, '.gitignore'), 'utf8').split('\n')).toContain('.env');
  });
});

describe('the environment of the servers', () => {
  const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true, maxAliasCount: 100 }) as { services: Record<string, ComposeService> };
  const kubernetes = buildKustomization(path.join(DEPLOY, 'k8s/base'));
  const containerEnv = (kind: string, name: string) => {
    const object = kubernetes.find((o) => o.kind === kind && o.metadata.name === name) as unknown as { spec: { template: { spec: { containers: { env: { name: string }[] }[] } } } };
    return object.spec.template.spec.containers[0]!.env.map((e) => e.name).sort();
  };
  const composeEnv = (service: string) => Object.keys(compose.services[service]!.environment!).sort();

  it('names only variables of docs/configuration.md\'s table', () => {
    const table = readFileSync(path.join(ROOT, 'docs', 'configuration.md'), 'utf8').split('\n').filter((line) => line.startsWith('| `'));
    const documented = new Set(table.flatMap((line) => [...line.matchAll(/`([A-Z][A-Z0-9_]+)/g)].map(([, name]) => name!)));
    const named = [...composeEnv('content-1'), ...composeEnv('shell-1'), ...containerEnv('Deployment', 'content-service'), ...containerEnv('Deployment', 'shell-server')];
    expect([...new Set(named.filter((name) => !documented.has(name)))].sort()).toEqual([...NOT_IN_TABLE].sort());
  });

  it('gives each server the same variables under compose and Kubernetes', () => {
    expect(composeEnv('content-1')).toEqual(containerEnv('Deployment', 'content-service'));
    expect(composeEnv('shell-1')).toEqual(containerEnv('Deployment', 'shell-server'));
    expect(composeEnv('migrate')).toEqual(containerEnv('Job', 'content-migrate'));
    expect(composeEnv('content-2')).toEqual(composeEnv('content-1'));
    expect(composeEnv('shell-2')).toEqual(composeEnv('shell-1'));
  });
});

describe('the proxy that ships is the proxy the tests run', () => {
  const compose = parse(readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true, maxAliasCount: 100 }) as {
    services: Record<string, { networks?: Record<string, { ipv4_address?: string }> | string[] }>;
  };

  it("pins, in the proxy image, the version range of Debian's nginx that npm test installs", () => {
    ensureNginx();
    const { stages } = stagesOf(DOCKERFILE);
    const proxy = lineage(stages, 'proxy');
    expect(proxy[0]!.from).toBe('debian:bookworm-slim');
    const pin = proxy.flatMap((s) => s.instructions).find((i) => i.getKeyword() === 'ARG' && i.getArgumentsContent()!.startsWith('NGINX_VERSION='));
    const range = pin!.getArgumentsContent()!.slice('NGINX_VERSION='.length);
    const installed = spawnSync('dpkg-query', ['-W', '-f', '${Version}', 'nginx'], { encoding: 'utf8' }).stdout.trim();
    expect(installed.startsWith(range.replace(/\*$/, '')), `installed ${installed}, the image pins ${range}`).toBe(true);
  });

  it('passes nginx -t as it ships, not a byte changed, with the addresses compose gives its upstreams', () => {
    const upstreams = ['shell-1', 'shell-2', 'content-1', 'content-2'];
    const hosts = Object.fromEntries(upstreams.map((name) => {
      const networks = compose.services[name]!.networks as Record<string, { ipv4_address?: string }>;
      return [name, networks.backend!.ipv4_address!];
    }));
    // Fixed and distinct: nginx resolves them once, when it starts.
    expect(new Set(Object.values(hosts)).size).toBe(4);
    for (const address of Object.values(hosts)) expect(address).toMatch(/^172\.28\.0\.\d+$/);
    const check = checkShippedConfig(hosts);
    expect(check.output).toContain('test is successful');
    expect(check.status).toBe(0);
  });
});
