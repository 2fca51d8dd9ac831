// The federation runtime of a remote's standalone page. In the composed site a remote uses the
// shell's runtime: its bundles leave out the runtime core (`experiments.externalRuntime`), the SDK
// and the error codes, and expect them on globals that the shell sets
// (`provideExternalRuntime` and provide-federation-runtime.js). Alone, the remote's page runs this
// script first, which sets the same globals from its own copies.
import * as errorCodes from '@brids/build/impl/federation-error-codes';
import * as runtimeCore from '@brids/build/impl/federation-runtime-core';
import * as sdk from '@brids/build/impl/federation-sdk';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
globalThis._BRIDS_FEDERATION_SDK ??= sdk;
globalThis._BRIDS_FEDERATION_ERROR_CODES ??= errorCodes;
