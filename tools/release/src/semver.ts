// The part of semver the shared singletons use: versions `1.2.3(-pre)`, ranges `^`, `~`, `>=`,
// `<`, `=`, `x`/`*`, space-separated (and) and `||` (or). No dependency: the CLI stays small.

type Triple = [number, number, number];
interface Version {
  parts: Triple;
  pre: string[];
}

export function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return undefined;
  return { parts: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] ? match[4].split('.') : [] };
}

export function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a.parts[i] !== b.parts[i]) return a.parts[i]! - b.parts[i]!;
  if (a.pre.length === 0 || b.pre.length === 0) return b.pre.length - a.pre.length;
  for (let i = 0; i < Math.max(a.pre.length, b.pre.length); i++) {
    const x = a.pre[i];
    const y = b.pre[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) return Number(x) - Number(y);
    if (nx !== ny) return nx ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

type Comparator = (v: Version) => boolean;

/** A partial version (`7`, `7.1`, `7.x`) as its lowest version and how many parts were given. */
function partial(text: string): { low: Version; given: number } | undefined {
  const match = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?$/.exec(text);
  if (!match) return undefined;
  const raw = [match[1], match[2], match[3]];
  let given = 0;
  const parts: number[] = [];
  for (const part of raw) {
    if (part === undefined || /^[xX*]$/.test(part)) break;
    parts.push(Number(part));
    given++;
  }
  while (parts.length < 3) parts.push(0);
  return { low: { parts: parts as Triple, pre: match[4] ? match[4].split('.') : [] }, given };
}

const bump = (v: Version, index: number): Version => {
  const parts = [...v.parts] as Triple;
  parts[index]! += 1;
  for (let i = index + 1; i < 3; i++) parts[i] = 0;
  return { parts, pre: ['0'] };
};

function comparator(token: string): Comparator | undefined {
  if (token === '*' || token === '' || /^[xX]$/.test(token)) return () => true;
  const op = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token)!;
  const p = partial(op[2]!);
  if (!p) return undefined;
  const { low, given } = p;
  const ge = (v: Version) => compare(v, low) >= 0;
  switch (op[1]) {
    case '^': {
      const index = low.parts[0] > 0 || given <= 1 ? 0 : low.parts[1] > 0 || given <= 2 ? 1 : 2;
      const high = bump(low, index);
      return (v) => ge(v) && compare(v, high) < 0;
    }
    case '~': {
      const high = bump(low, given <= 1 ? 0 : 1);
      return (v) => ge(v) && compare(v, high) < 0;
    }
    case '>=':
      return ge;
    case '>':
      return given === 3 ? (v) => compare(v, low) > 0 : (v) => compare(v, bump(low, given - 1)) >= 0;
    case '<':
      return (v) => compare(v, low) < 0;
    case '<=':
      return given === 3 ? (v) => compare(v, low) <= 0 : (v) => compare(v, bump(low, given - 1)) < 0;
    default:
      if (given === 3) return (v) => compare(v, low) === 0;
      return (v) => ge(v) && compare(v, bump(low, given - 1)) < 0;
  }
}

/** Whether `version` satisfies `range`; undefined when either cannot be read. */
export function satisfies(version: string, range: string): boolean | undefined {
  const v = parseVersion(version);
  if (!v) return undefined;
  let understood = true;
  const result = range.split('||').some((alternative) => {
    const tokens = alternative.trim().replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1').split(/\s+/);
    return tokens.every((token) => {
      const test = comparator(token);
      if (!test) understood = false;
      // A prerelease satisfies only ranges that name a prerelease of the same version.
      if (v.pre.length > 0 && !/-/.test(token)) return false;
      return test ? test(v) : false;
    });
  });
  return understood ? result : undefined;
}
