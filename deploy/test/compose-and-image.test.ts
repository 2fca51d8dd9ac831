import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildKustomization } from './kustomize.ts';

const DEPLOY = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(DEPLOY, '..');
const DOCKERFILE = readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');

/** The planned production entry points (deploy/README.md, "The build contract"), per image target. */
const TARGETS = {
  'content-service': { command: ['node', 'content-service/dist/main.js'], port: '3001' },
  'shell-server': { command: ['node', 'shell/dist-server/main.js'], port: '3000' },
} as const;
const MIGRATE = ['node', 'content-service/dist/cli.js', 'migrate'];
/** Read by the servers but not in README.md's table: LOG_LEVEL. */
const NOT_IN_README = ['LOG_LEVEL'];

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
const jsonOf = (instruction: Instruction) => JSON.parse(instruction.getRawArgumentsContent()!.replace(/^CMD\s+/, '')) as string[];

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

  it.each(Object.entries(TARGETS))('%s: Node 20 slim, non-root, production dependencies only, a healthcheck and the planned command', (target, { command, port }) => {
    const chain = lineage(stages, target);
    const base = chain[0]!.from.replace(/^\$\{(\w+)\}$/, (_, name: string) => args.get(name) ?? '');
    expect(base).toBe('node:20-bookworm-slim');
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
    const copies = instructions.filter((i) => i.getKeyword() === 'COPY').map((i) => ({ from: /--from=(\S+)/.exec(i.getTextContent())?.[1], args: argumentsOf(i).filter((a) => !a.startsWith('--')) }));
    const nodeModules = copies.filter((c) => c.args[0] === '/app/node_modules');
    expect(nodeModules).toHaveLength(1);
    const deps = stages.find((s) => s.name === nodeModules[0]!.from)!;
    const install = deps.instructions.map((i) => i.getArgumentsContent() ?? '').find((text) => text.includes('pnpm install'));
    expect(install).toMatch(/--prod\b/);
    expect(install).toMatch(/--frozen-lockfile\b/);
    // The entry point it runs is copied from the build stage.
    expect(copies.some((c) => c.from === 'build' && command[1]!.startsWith(`${c.args[1]!.replace(/^\/app\//, '')}/`))).toBe(true);
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
  networks?: string[];
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

  it('puts the nginx proxy alone on the published edge, with its config, the published remotes and the servers healthy behind it', () => {
    const proxy = services.proxy!;
    expect(proxy.image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)/);
    const published = Object.entries(services).filter(([, service]) => service.ports?.length).map(([name]) => name);
    expect(published).toEqual(['proxy']);
    expect(Object.entries(services).filter(([, s]) => s.networks?.includes('edge')).map(([name]) => name)).toEqual(['proxy']);
    for (const volume of proxy.volumes!.filter((v) => v.startsWith('./'))) {
      expect(existsSync(path.join(DEPLOY, volume.split(':')[0]!)), volume).toBe(true);
    }
    expect(proxy.volumes).toContain('./nginx/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(proxy.volumes).toContain('${REMOTES_PATH:-../remotes}:/srv/remotes:ro');
    for (const name of ['shell-1', 'shell-2', 'content-1', 'content-2']) expect(proxy.depends_on?.[name]?.condition).toBe('service_healthy');
    // The upstreams nginx balances are the compose services, on the ports they listen on.
    const nginx = readFileSync(path.join(DEPLOY, 'nginx/nginx.conf'), 'utf8');
    const upstreams = [...nginx.matchAll(/^\s*server ([\w-]+):(\d+) /gm)].map(([, host, port]) => `${host}:${port}`);
    expect(upstreams).toEqual(['shell-1:3000', 'shell-2:3000', 'content-1:3001', 'content-2:3001']);
    expect(services['shell-1']!.environment!.CONTENT_API_URL).toBe('http://proxy:3001');
  });

  it('takes every secret from deploy/.env, which is not committed; .env.example names each one', () => {
    const text = readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8');
    const required = [...new Set([...text.matchAll(/\$\{(\w+):\?/g)].map(([, name]) => name!))];
    expect(required).toEqual(expect.arrayContaining(['DATABASE_URL', 'POSTGRES_PASSWORD', 'RELEASE_PREVIEW_SECRET', 'RECAPTCHA_SECRET', 'SMTP_URL', 'PUBLIC_ORIGIN']));
    const example = readFileSync(path.join(DEPLOY, '.env.example'), 'utf8');
    for (const name of required) expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
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

  it('names only variables of README.md\'s table (or the few planned ones)', () => {
    const table = readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').filter((line) => line.startsWith('| `'));
    const documented = new Set(table.flatMap((line) => [...line.matchAll(/`([A-Z][A-Z0-9_]+)/g)].map(([, name]) => name!)));
    const named = [...composeEnv('content-1'), ...composeEnv('shell-1'), ...containerEnv('Deployment', 'content-service'), ...containerEnv('Deployment', 'shell-server')];
    expect([...new Set(named.filter((name) => !documented.has(name)))].sort()).toEqual([...NOT_IN_README].sort());
  });

  it('gives each server the same variables under compose and Kubernetes', () => {
    expect(composeEnv('content-1')).toEqual(containerEnv('Deployment', 'content-service'));
    expect(composeEnv('shell-1')).toEqual(containerEnv('Deployment', 'shell-server'));
    expect(composeEnv('migrate')).toEqual(containerEnv('Job', 'content-migrate'));
    expect(composeEnv('content-2')).toEqual(composeEnv('content-1'));
    expect(composeEnv('shell-2')).toEqual(composeEnv('shell-1'));
  });
});
