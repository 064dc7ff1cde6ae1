import * as l10n from '@vscode/l10n';
import type { SourceText } from '../text/source-text';
import type { AnnotationUse } from '../model/declarations';
import { describedFlagName, setAnnotationFlag } from '../fixes/kotlin-edits';
import { defineRule } from './rule';
import { type Fix } from '../model/findings';

/**
 * KDoc reaches the agent only when the annotation says `isDescribedByKDoc = true`; otherwise the
 * author believes the function is described while the agent receives an empty description.
 */
export default defineRule({
  meta: {
    id: 'kdoc-not-exposed',
    description: 'A KDoc that the agent never sees because isDescribedByKDoc is not true.',
    guideline: 'Write descriptions as KDoc, and expose them to the agent.',
    defaultSeverity: 'warning',
    languages: ['kotlin'],
    fixable: true,
  },
  check({ file, text, source, report }) {
    for (const fn of file.functions) {
      if (fn.language !== 'kotlin' || fn.docExposed || fn.instruction) continue;
      const hasDoc = !!fn.doc && (fn.doc.summary?.text.trim() || fn.doc.params.length > 0 || fn.doc.returns);
      if (!hasDoc || !fn.annotation) continue;
      const flag = describedFlagName(text, fn.annotation);
      const written = fn.annotation.args[flag];
      report({
        fixes: exposeFix(source, fn.annotation, flag),
        range: written ? written.range : fn.annotation.range,
        message: written
          ? l10n.t('{0} is false, so the agent receives none of this KDoc. Set {0} = true.', flag)
          : l10n.t("'{0}' has a KDoc, but the agent receives none of it: @{1} needs {2} = true.", fn.name, fn.annotation.name, flag),
      });
    }
    // Serializable types follow the same switch, independently of the functions that use them.
    for (const type of file.serializables) {
      if (type.language !== 'kotlin' || type.describedByDoc === true) continue;
      const annotation = type.annotations.find((a) => a.name === 'AppFunctionSerializable');
      if (!annotation) continue;
      const propertyDocs = type.properties.some((p) => p.doc?.text.trim()) || !!type.doc?.properties.length || !!type.doc?.params.length;
      const classDoc = !type.instruction && !!type.doc?.summary?.text.trim();
      if (!propertyDocs && !classDoc) continue;
      const flag = describedFlagName(text, annotation);
      const written = annotation.args[flag];
      report({
        fixes: exposeFix(source, annotation, flag),
        range: written ? written.range : annotation.range,
        message: written
          ? l10n.t('{0} is false, so the agent receives none of this KDoc. Set {0} = true.', flag)
          : l10n.t("'{0}' has a KDoc, but the agent receives none of it: @{1} needs {2} = true.", type.name, annotation.name, flag),
      });
    }
  },
});

function exposeFix(source: SourceText, annotation: AnnotationUse, flag: string): Fix[] {
  const edit = setAnnotationFlag(source, annotation, flag);
  return edit ? [{ title: l10n.t('Set {0} = true', flag), edits: [edit], safe: true }] : [];
}
