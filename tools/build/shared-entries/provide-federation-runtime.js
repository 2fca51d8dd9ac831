// A runtime plugin of the shell: hands the federation SDK and error codes of the shell's runtime
// to the remotes, whose builds leave them out (tools/build/src/remote-config.ts, `externals`), as
// `provideExternalRuntime` does for the runtime core itself. Stateless modules only: the
// `@module-federation/runtime` package keeps its instance in module scope and is never shared.
// Only the names a remote's bundled runtime imports (its `@module-federation/runtime` and
// webpack-bundler-runtime; test/provide-federation-runtime.test.ts checks the list against them):
// the whole modules kept every export in the shell's start-up script.
import { RUNTIME_009, runtimeDescMap } from '@brids/build/impl/federation-error-codes';
import { ENCODE_NAME_PREFIX, decodeName } from '@brids/build/impl/federation-sdk';

/** What a remote's bundles find on `_BRIDS_FEDERATION_SDK` and `_BRIDS_FEDERATION_ERROR_CODES`. */
export const PROVIDED = {
  sdk: { ENCODE_NAME_PREFIX, decodeName },
  errorCodes: { RUNTIME_009, runtimeDescMap },
};

export default function provideFederationRuntime() {
  return {
    name: 'brids-provide-federation-runtime',
    beforeInit(args) {
      globalThis._BRIDS_FEDERATION_SDK ??= PROVIDED.sdk;
      globalThis._BRIDS_FEDERATION_ERROR_CODES ??= PROVIDED.errorCodes;
      return args;
    },
  };
}
