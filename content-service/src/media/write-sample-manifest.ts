// Rewrites src/media/sample-media.json (each sample file's media name and size) from content-service/sample-media/.
// Run it after adding or re-rendering a sample file: node_modules/.bin/tsx content-service/src/media/write-sample-manifest.ts
import { writeSampleManifest } from './sample.ts';

console.log(`${writeSampleManifest()} sample files in src/media/sample-media.json`);
