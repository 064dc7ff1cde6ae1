import * as vscode from 'vscode';
import { FUNCTION_LANGUAGES } from './activation';

/** The command the walkthrough's "Turn On Fix on Save" runs. */
export const ENABLE_FIX_ON_SAVE_COMMAND = 'appfunctions.enableFixOnSave';

/** The code action kind of the server's fix-all (`source.fixAll` plus the extension's name). */
const FIX_ALL_KIND = 'source.fixAll.appfunctions';

/**
 * Registers "Turn On Fix on Save": adds the server's fix-all to `editor.codeActionsOnSave` for each
 * language that can declare functions, in the workspace settings (the user settings when no folder
 * is open), keeping every other on-save action the user has set.
 */
export function registerFixOnSave(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(ENABLE_FIX_ON_SAVE_COMMAND, async () => {
      const target = vscode.workspace.workspaceFolders?.length ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;
      // Each language that can declare functions gets its own `editor.codeActionsOnSave`.
      for (const languageId of FUNCTION_LANGUAGES) {
        const editor = vscode.workspace.getConfiguration('editor', { languageId });
        const inspected = editor.inspect<unknown>('codeActionsOnSave');
        const current = target === vscode.ConfigurationTarget.Workspace ? inspected?.workspaceLanguageValue : inspected?.globalLanguageValue;
        await editor.update('codeActionsOnSave', withFixAll(current), target, true);
      }
      void vscode.window.showInformationMessage(vscode.l10n.t('AppFunctions fixes are now applied on save.'));
    }),
  );
}

/** `editor.codeActionsOnSave` with the fix-all turned on; the setting can be an object or (older) an array of kinds. */
export function withFixAll(current: unknown): Record<string, string> | string[] {
  if (Array.isArray(current)) return current.includes(FIX_ALL_KIND) ? current : [...current, FIX_ALL_KIND];
  const actions = typeof current === 'object' && current !== null ? (current as Record<string, string>) : {};
  return { ...actions, [FIX_ALL_KIND]: 'explicit' };
}
