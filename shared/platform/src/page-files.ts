/**
 * The files of a remote's page module, from the remote's mf-manifest.json: its entry and the
 * page's own chunks. The shell server names them in a page's preload hints; the browser's shell
 * prefetches them for links the visitor may follow. One reading of the manifest for both.
 */

/** The parts of a Module Federation manifest (mf-manifest.json) that name files. */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

export interface PageModuleFiles {
  /** The remote's entry script, when the manifest names one. */
  entry?: string;
  /** The page module's own scripts and style sheets (empty for a module the manifest lacks). */
  scripts: string[];
  styles: string[];
}

/**
 * URLs of a page module's files, resolved like the federation runtime resolves them: against the
 * manifest's own folder when its public path is `auto` (a published version's folder), or against
 * the public path it names.
 */
export function pageModuleFiles(manifest: FederationManifest, manifestUrl: string, module: string): PageModuleFiles {
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? manifestUrl.replace(/[^/]*$/, '') : publicPath.replace(/\/?$/, '/');
  const entry = manifest.metaData?.remoteEntry;
  const expose = manifest.exposes?.find((e) => e.path === module);
  return {
    ...(entry?.name ? { entry: base + (entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name) } : {}),
    scripts: (expose?.assets?.js?.sync ?? []).map((file) => base + file),
    styles: (expose?.assets?.css?.sync ?? []).map((file) => base + file),
  };
}
