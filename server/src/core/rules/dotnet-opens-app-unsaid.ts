import * as l10n from '@vscode/l10n';
import { packFor } from '../description/index';
import { declaredDotnetFunctions } from './support/dotnet-generator';
import { defineRule } from './rule';

/**
 * `[AppFunction(OpensApp = true)]` runs only with the app in front: iOS brings the app forward
 * before the handler runs, and Android (where no function can bring an app forward) refuses the
 * call unless the app is already on screen. An agent that does not know it offers the function
 * where it cannot run, or moves the user out of the conversation unannounced. The description
 * should say so in plain words ("Opens the app to confirm"), a fact about the function, not a
 * command. Judged only where the description's language pack says how such words look.
 */
export default defineRule({
  meta: {
    id: 'dotnet-opens-app-unsaid',
    description: 'A function with OpensApp = true says in its Description that it opens the app.',
    guideline: 'Describe what the function does to the user: an OpensApp function takes them into the app (iOS) or runs only while the app is open (Android).',
    defaultSeverity: 'info',
    languages: ['csharp'],
    fixable: false,
  },
  check({ file, descriptionLanguage, report }) {
    for (const fn of declaredDotnetFunctions(file)) {
      if (!fn.dotnet.opensApp) continue;
      // No Description is description-missing's; one the analysis cannot read is not judged.
      const description = fn.descriptionLiteral;
      if (!description || description.text.trim() === '') continue;
      const pattern = packFor(description.text, descriptionLanguage).appOpening;
      if (!pattern || pattern.test(description.text)) continue;
      const opensApp = fn.annotation?.args.OpensApp;
      report({
        range: opensApp?.range ?? fn.nameRange,
        message: l10n.t(
          "'{0}' has OpensApp = true, but its Description does not say so: iOS brings the app forward before it runs and Android refuses the call unless the app is on screen. Say that it opens the app, so an agent can tell the user.",
          fn.name,
        ),
      });
    }
  },
});
