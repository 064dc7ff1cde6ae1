import * as l10n from '@vscode/l10n';
import type { Range } from '../model/positions';
import { shaf } from './support/dotnet-generator';
import { defineWorkspaceRule } from './rule';

/** The most App Shortcuts iOS takes from one app (counted in functions that have any). */
const MAX_SHORTCUT_FUNCTIONS = 10;

/** The placeholder every App Shortcut phrase must contain. */
const APPLICATION_NAME = '${applicationName}';

/**
 * `[AppShortcut]` phrases: each names the app with `${applicationName}` (SHAF011, on the phrase), and
 * at most ten functions have shortcuts (SHAF012, on each function that has one when there are more).
 */
export default defineWorkspaceRule({
  meta: {
    id: 'generator-shortcut',
    description: 'Every [AppShortcut] phrase contains ${applicationName}, and at most 10 functions have shortcuts.',
    guideline: 'Generator parity (Shiny.AppFunctions SHAF011, SHAF012): Siri needs the app name in the phrase, and iOS takes at most 10 App Shortcuts.',
    defaultSeverity: 'error',
    languages: ['csharp'],
    fixable: false,
  },
  workspaceInputs: (file) =>
    file.language !== 'csharp' ? '' : JSON.stringify([file.uri, file.functions.map((fn) => [fn.id, fn.kind === 'dotnet-appfunction' ? fn.dotnet.shortcuts : []])]),
  checkWorkspace({ files, report }) {
    const withShortcuts: { uri: string; fn: { nameRange: Range } }[] = [];
    for (const file of files) {
      if (file.language !== 'csharp') continue;
      for (const fn of file.functions) {
        if (fn.kind !== 'dotnet-appfunction' || fn.dotnet.shortcuts.length === 0) continue;
        withShortcuts.push({ uri: file.uri, fn });
        for (const shortcut of fn.dotnet.shortcuts) {
          if (shortcut.phrase === undefined || shortcut.phrase.includes(APPLICATION_NAME)) continue;
          report({ uri: file.uri, range: shortcut.range, message: `${l10n.t('The phrase "{0}" must contain {1}', shortcut.phrase, APPLICATION_NAME)}${shaf(11)}` });
        }
      }
    }
    if (withShortcuts.length <= MAX_SHORTCUT_FUNCTIONS) return;
    for (const { uri, fn } of withShortcuts) {
      report({ uri, range: fn.nameRange, message: `${l10n.t('iOS allows at most 10 App Shortcuts; {0} functions have [AppShortcut]', withShortcuts.length)}${shaf(12)}` });
    }
  },
});
