// A runtime plugin of the shell: hands the federation SDK and error codes of the shell's runtime
// to the remotes, whose builds leave them out (tools/build/src/remote-config.ts, `externals`), as
// `provideExternalRuntime` does for the runtime core itself. Stateless modules only: the
// `@module-federation/runtime` package keeps its instance in module scope and is never shared.
import * as errorCodes from '@brids/build/impl/federation-error-codes';
import * as sdk from '@brids/build/impl/federation-sdk';

export default function provideFederationRuntime() {
  return {
    name: 'brids-provide-federation-runtime',
    beforeInit(args) {
      globalThis._BRIDS_FEDERATION_SDK ??= sdk;
      globalThis._BRIDS_FEDERATION_ERROR_CODES ??= errorCodes;
      return args;
    },
  };
}
