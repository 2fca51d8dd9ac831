#!/usr/bin/env node
// `node scripts/with-node.mjs <command> [args...]`: the command under the project's Node (scripts/lib.mjs
// NODE_VERSION, installed under .tools/ when missing), whatever Node runs npm. package.json's scripts go through it.
import { spawnSync } from 'node:child_process';
import { ensureNode, projectNodeEnv } from './lib.mjs';

ensureNode();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-node.mjs <command> [args...]');
  process.exit(2);
}
const result = spawnSync(command, args, { stdio: 'inherit', env: projectNodeEnv() });
if (result.error) console.error(`${command}: ${result.error.message}`);
process.exit(result.status ?? 1);
