import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { previewSignature } from '@brids/release-signature';
import { sourceOf, type ChangeOptions } from './change.ts';
import { ROOT, ReleaseError, checkVersion, defaultPaths, isProduction, remoteName, type ReleasePaths } from './paths.ts';
import { pin } from './pin.ts';
import { promote } from './promote.ts';
import { publish } from './publish.ts';
import { publishAll } from './publish-all.ts';
import { publishShell } from './publish-shell.ts';
import { diff, historyReport, status } from './reports.ts';
import { rollback } from './rollback.ts';
import { checkEnvExists, readRelease } from './store.ts';
import { formatReport, verifyRelease } from './verify.ts';

const USAGE = `Usage: pnpm release <command> [options]

Squads
  publish <remote> [--as <version>] [--no-build | --dist <build folder>] [--pin --env <env> [--reason "<why>"]]
      build <remote> and upload it to the remotes store as <remote>/<version>/ (immutable; the
      bucket of OBJECT_STORE_*, else remotes/); the version is <package version>-g<commit>, or
      ...-g<commit>.dirty.<hash> with uncommitted changes; --pin pins it in <env> (after verify).
      With GITHUB_OUTPUT set, appends version=<version> to that file (a workflow step's output)
  publish-shell [--dist <shell/dist>]
      upload the shell build's static files to the store (shell/static/...), where every shell
      server finds a file of an earlier build that a browser still asks for
  preview-url <remote> <version|manifest URL> [--env <env>] [--path /id/...] [--origin <url>] [--hours 24]
      a link that shows that version of one remote in your browser only (signed with
      RELEASE_PREVIEW_SECRET; needed in production)

Release managers
  status  [--env <env>]                  pinned versions, versions available, when, who, routes
  verify  [--env <env>] [--origin <url>] fetch every pinned manifest and entry, check singletons,
                                         routes and pages; exits 1 when the release would break
  pin <remote> <version> [--env <env>]   pin a published version (after verify passes)
  rollback <remote> [--env <env>]        back to the previous pin, from the history
  promote <from-env> <to-env> [<remote>] copy pins between environments (after verify passes)
  diff <env> <env>                       what differs between two environments
  history [--env <env>] [--remote <remote>] [--limit <n>]

  Changes take --reason "<why>" (required in production), --by "<who>" (default: RELEASE_USER,
  else git's user) and --origin <url> (verify over HTTP instead of remotes/ on disk). The default
  environment is "local"; a new environment needs --create-env once.

npm start
  publish-all [--pin] [--env <env>]      publish every remote's build; --pin pins the new ones`;

function changeOptions(values: Record<string, string | boolean | undefined>): ChangeOptions {
  const options: ChangeOptions = {};
  if (typeof values.env === 'string') options.env = values.env;
  if (typeof values.reason === 'string') options.reason = values.reason;
  if (typeof values.by === 'string') options.by = values.by;
  if (typeof values.origin === 'string') options.origin = values.origin;
  if (values['create-env'] === true) options.createEnv = true;
  return options;
}

async function verifyCommand(paths: ReleasePaths, options: ChangeOptions): Promise<number> {
  const env = await checkEnvExists(paths, options.env ?? 'local');
  const release = await readRelease(paths, env);
  if (!release) throw new ReleaseError(`${env} has no release yet: nothing to verify`);
  const report = await verifyRelease(env, release, { source: sourceOf(paths, options) });
  console.log(formatReport(report));
  return report.ok ? 0 : 1;
}

function previewUrl(positionals: string[], values: Record<string, string | boolean | undefined>): string {
  const [name, target] = positionals;
  if (!name || !target) throw new ReleaseError('preview-url needs <remote> and <version or manifest URL>');
  const remote = remoteName(name);
  if (!/^https?:\/\//.test(target)) checkVersion(target);
  const env = typeof values.env === 'string' ? values.env : 'local';
  const preview = `${remote}@${target}`;
  const url = new URL(typeof values.path === 'string' ? values.path : '/id', typeof values.origin === 'string' ? values.origin : 'http://localhost:3000');
  url.searchParams.set('preview', preview);
  const secret = process.env.RELEASE_PREVIEW_SECRET;
  if (secret) {
    const hours = Number(typeof values.hours === 'string' ? values.hours : 24);
    if (!(hours > 0)) throw new ReleaseError('--hours must be a positive number');
    const expires = Math.floor(Date.now() / 1000 + hours * 3600);
    url.searchParams.set('preview_expires', String(expires));
    url.searchParams.set('preview_sig', previewSignature(secret, env, { preview, expires }));
  } else if (isProduction(env)) {
    throw new ReleaseError(`${env} accepts signed previews only: set RELEASE_PREVIEW_SECRET to ${env}'s secret`);
  }
  return url.href;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string' },
      as: { type: 'string' },
      pin: { type: 'boolean' },
      'no-build': { type: 'boolean' },
      reason: { type: 'string', short: 'm' },
      by: { type: 'string' },
      origin: { type: 'string' },
      remote: { type: 'string' },
      limit: { type: 'string' },
      path: { type: 'string' },
      hours: { type: 'string' },
      'create-env': { type: 'boolean' },
      dist: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  const paths = defaultPaths();
  const options = changeOptions(values);
  if (values.help || !command) {
    console.log(USAGE);
    return 0;
  }
  const print = (text: string) => console.log(text);
  switch (`${command}/${rest.length}`) {
    case 'publish/1': {
      if (values.pin !== true && (options.env || options.reason)) throw new ReleaseError('--env and --reason go with --pin: publish itself changes no environment');
      const dist = typeof values.dist === 'string' ? { dist: path.resolve(values.dist) } : {};
      const result = await publish(paths, rest[0]!, { ...(values.as ? { as: values.as } : {}), ...dist, build: values['no-build'] !== true && !dist.dist });
      print(`${result.alreadyPublished ? 'already published' : 'published'} ${result.remote} ${result.version} -> ${result.location}`);
      if (process.env.GITHUB_OUTPUT) await appendFile(process.env.GITHUB_OUTPUT, `version=${result.version}\n`);
      if (values.pin === true) print((await pin(paths, rest[0]!, result.version, options)).message);
      return 0;
    }
    case 'publish-shell/0': {
      const dist = typeof values.dist === 'string' ? values.dist : path.join(ROOT, 'shell', 'dist');
      print((await publishShell(paths, dist)).message);
      return 0;
    }
    case 'publish-all/0':
      for (const line of await publishAll(paths, options.env ?? 'local', values.pin === true, options)) print(line);
      return 0;
    case 'pin/2': {
      const result = await pin(paths, rest[0]!, rest[1]!, options);
      print(result.message);
      return 0;
    }
    case 'rollback/1':
      print((await rollback(paths, rest[0]!, options)).message);
      return 0;
    case 'promote/2':
    case 'promote/3':
      print((await promote(paths, rest[0]!, rest[1]!, rest[2], options)).message);
      return 0;
    case 'status/0':
      print(await status(paths, options.env ?? 'local'));
      return 0;
    case 'verify/0':
      return verifyCommand(paths, options);
    case 'diff/2': {
      const result = await diff(paths, rest[0]!, rest[1]!);
      print(result.text);
      return 0;
    }
    case 'history/0':
      print(
        await historyReport(paths, options.env ?? 'local', {
          ...(values.remote ? { remote: values.remote } : {}),
          ...(values.limit ? { limit: Number(values.limit) } : {}),
        }),
      );
      return 0;
    case 'preview-url/2':
      print(previewUrl(rest, values));
      return 0;
    default:
      throw new ReleaseError(`Unknown command or arguments: ${positionals.join(' ')}\n\n${USAGE}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ReleaseError) console.error(`release: ${error.message}`);
    else if (error instanceof TypeError && (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) console.error(`release: ${error.message}\n\n${USAGE}`);
    else console.error(error);
    process.exit(1);
  },
);
