// Node module hook (registered by ignore-style-imports.ts): a stylesheet imported by server-side
// code is an empty module.
export async function load(url, context, nextLoad) {
  if (/\.css(?:\?.*)?$/.test(url)) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
