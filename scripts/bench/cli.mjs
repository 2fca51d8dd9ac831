// What the bench commands share on their command line: the usage text and the `--only` choice.
import { readFileSync } from 'node:fs';

/** Prints a script's usage (its leading `//` comment lines, after the first line) and exits. */
export function printUsageAndExit(filename) {
  const usage = readFileSync(filename, 'utf8').split('\n').slice(1).filter((line) => line.startsWith('//'));
  console.log(usage.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(0);
}

/** The parts `--only a,b` names (all of them without it); an unknown name stops the run. */
export function chosen(only, all, what) {
  const names = only ? only.split(',').map((s) => s.trim()) : all;
  for (const name of names) if (!all.includes(name)) throw new Error(`unknown ${what} ${name}; one of ${all.join(', ')}`);
  return names;
}
