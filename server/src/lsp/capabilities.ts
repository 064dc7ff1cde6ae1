import type { ServerCapabilities } from 'vscode-languageserver';

/**
 * The initialize result's capabilities, assembled from what each feature declares when it is
 * registered: a feature and its capability are written in one place. `workspace` is merged one
 * level deep (folders from document sync, and any other feature's workspace entries).
 */
export function mergeCapabilities(...declared: ServerCapabilities[]): ServerCapabilities {
  const merged: ServerCapabilities = {};
  for (const capabilities of declared) {
    const { workspace, ...rest } = capabilities;
    Object.assign(merged, rest);
    if (workspace) merged.workspace = { ...merged.workspace, ...workspace };
  }
  return merged;
}
