import * as vscode from 'vscode';
import { SELECT_PLACEHOLDER_COMMAND } from '../../server/src/lsp/protocol';

/**
 * Selects the text a quick fix left for the user to type over (a suppression's `reason`), in the
 * editor showing the document, as a snippet's tab stop would. The server's code action runs it
 * after its edit; a range that no longer fits the document is ignored.
 */
export function registerPlaceholderSelection(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(SELECT_PLACEHOLDER_COMMAND, (uri: unknown, range: unknown) => {
      const editor = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri);
      const target = editor && toRange(range);
      if (!editor || !target) return;
      const selection = new vscode.Selection(target.start, target.end);
      if (editor.document.validateRange(selection).isEqual(selection)) {
        editor.selection = selection;
        editor.revealRange(selection);
      }
    }),
  );
}

function toRange(value: unknown): vscode.Range | undefined {
  const r = value as { start?: { line?: unknown; character?: unknown }; end?: { line?: unknown; character?: unknown } } | undefined;
  const numbers = [r?.start?.line, r?.start?.character, r?.end?.line, r?.end?.character];
  if (!numbers.every((n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0)) return undefined;
  return new vscode.Range(numbers[0]!, numbers[1]!, numbers[2]!, numbers[3]!);
}
