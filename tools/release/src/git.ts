import { execFileSync } from 'node:child_process';
import { ROOT } from './paths.ts';

/** What a remote's build reads besides its own folder (as scripts/lib.mjs fingerprints builds). */
export const SHARED_BUILD_INPUTS = ['shared', 'tools/build', 'pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'];

export interface BuildCommit {
  /** Short hash of the last commit that touched the remote's build inputs. */
  commit: string;
  /** Uncommitted changes (or untracked files) in those inputs. */
  dirty: boolean;
}

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * The commit a remote's build comes from; undefined outside a git checkout. Only the remote's
 * inputs count, so a commit elsewhere (docs, another remote) gives no new version.
 */
export function buildCommit(folder: string, root = ROOT): BuildCommit | undefined {
  try {
    const inputs = [folder, ...SHARED_BUILD_INPUTS];
    const commit = git(['log', '-1', '--format=%h', '--abbrev=10', '--', ...inputs], root);
    if (!commit) return undefined;
    const status = git(['status', '--porcelain', '--untracked-files=normal', '--', ...inputs], root);
    return { commit, dirty: status !== '' };
  } catch {
    return undefined;
  }
}
