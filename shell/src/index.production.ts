// Production: the shared libraries are eager (in this initial script), so the runtime installs them before any
// module runs and the start-up needs no chunk of its own: the bootstrap stays a dynamic import (it still runs
// after the entry, in the layers of bootstrap.tsx) but is compiled into this file, which brotli packs with the
// libraries (1.3 kB less than a boot chunk of its own, and a request less). Dev builds share lazily: index.ts.
void import(/* webpackMode: "eager" */ './bootstrap.tsx');
