import { register } from 'node:module';

/**
 * Lets this Node process import modules that import styles (`@brids/ui`'s `import './x.css'`):
 * a module hook answers `.css` with an empty module. The styles belong to the browser's builds.
 */
export function ignoreStyleImports(): void {
  register('./ignore-style-hooks.mjs', import.meta.url);
}
