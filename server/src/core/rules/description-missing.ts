import * as l10n from '@vscode/l10n';
import type { FunctionDecl } from '../model/declarations';
import { sourceDescription } from '../model/descriptions';
import { defineRule } from './rule';
import { nameWords } from '../languages/csharp/index';

/** Agents pick a function by its description; without one the function is nearly invisible. */
export default defineRule({
  meta: {
    id: 'description-missing',
    description: 'Every AppFunction needs a description the agent can read.',
    guideline: 'Agents choose functions by their descriptions: describe every function.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, report }) {
    for (const fn of file.functions) {
      if (sourceDescription(fn) || descriptionUnknown(fn)) continue;
      if (fn.kind === 'dotnet-appfunction') {
        // The generated entity search has its own text; a Description the analysis cannot read is unknown, not missing.
        if (fn.dotnet.origin !== 'declared' || fn.dotnet.unresolved.some((u) => u.what === 'description')) continue;
        const title = fn.dotnet.title?.text ?? nameWords(fn.name);
        report({
          range: fn.nameRange,
          message: l10n.t("'{0}' has no Description: the agent receives only its title, '{1}', to choose it by. Add Description = \"…\" that says what it does.", fn.name, title),
        });
        continue;
      }
      // A description (or the whole registration) the reader could not compute is registration-unresolved's.
      if (fn.tool?.unresolved?.some((u) => u.what === 'description' || u.what === 'registration')) continue;
      report({
        range: fn.nameRange,
        // Named the way the author writes it: a tool's config, a TypeScript method's JSDoc, a Kotlin function's KDoc.
        message:
          fn.kind === 'ts-appfunction'
            ? l10n.t("'{0}' has no description: the agent has nothing to choose it by. Add a JSDoc comment that says what it does.", fn.name)
            : fn.tool
              ? l10n.t("'{0}' has no description: the agent has nothing to choose it by. Add a description that says what it does.", fn.name)
              : l10n.t("'{0}' has no description: the agent has nothing to choose it by. Add a KDoc that says what it does.", fn.name),
      });
    }
  },
});

/**
 * Whether a tool's description may well exist but was not read: a registration whose name is a
 * run-time value (a wrapper that forwards `server.registerTool(name, config, ...)`), a
 * `description:` whose value could not be resolved, or a config object that resolved to nothing
 * at all. Saying "no description" there would be a guess; the registration is not judged.
 */
function descriptionUnknown(fn: FunctionDecl): boolean {
  const tool = fn.tool;
  if (!tool) return false;
  if (!tool.nameResolved) return true;
  const args = tool.call?.args ?? [];
  // An argument that is the input schema (`tool(name, { description: z.string() }, cb)`) has a
  // parameter named `description`, not the tool's.
  const schemaText = tool.inputSchema?.text;
  if (tool.keys?.includes('description') || args.some((a) => a.text !== schemaText && hasTopLevelKey(a.text, 'description'))) return true;
  if (tool.api === 'registerTool') {
    const config = args[1]?.text.trim();
    return config !== undefined && !config.startsWith('{') && !tool.inputSchema && !tool.title && !tool.annotations;
  }
  return false;
}

/** Whether an object literal written as `text` has `key` among its own keys (not a nested object's). */
function hasTopLevelKey(text: string, key: string): boolean {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '{' || ch === '[' || ch === '(') depth++;
    else if (ch === '}' || ch === ']' || ch === ')') depth--;
    else if (depth === 1 && text.startsWith(key, i) && !/[\w$]/.test(text[i - 1] ?? '') && /^\s*:/.test(text.slice(i + key.length))) return true;
  }
  return false;
}
