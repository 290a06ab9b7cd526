// The project's Lore config as the site sees it (loaded once per build).
import { loadConfig, projectRoot } from '../../curation/config/load.ts';
import type { LoreConfig } from '../../curation/config/schema.ts';

let config: Promise<LoreConfig> | undefined;

export function getConfig(): Promise<LoreConfig> {
  config ??= loadConfig(projectRoot());
  return config;
}

/** "Edit this page" URL of an article file, or undefined when `site.editUrl` is not set. */
export function editUrlOf(editUrl: string | undefined, articlePath: string): string | undefined {
  if (!editUrl) return undefined;
  return `${editUrl.replace(/\/+$/, '')}/${articlePath.split('/').map(encodeURIComponent).join('/')}`;
}
