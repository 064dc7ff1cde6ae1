import type { Rule } from './rule';
import descriptionMissing from './description-missing';
import kdocNotExposed from './kdoc-not-exposed';
import noPromptLanguage from './no-prompt-language';
import noFiller from './no-filler';
import noShouting from './no-shouting';
import noCrossFunctionReferences from './no-cross-function-references';
import noConcealment from './no-concealment';
import descriptionFrontLoaded from './description-front-loaded';
import descriptionVerbFirst from './description-verb-first';
import noOverlyBroad from './no-overly-broad';
import kdocComplete from './kdoc-complete';
import misleadingName from './misleading-name';
import functionNameReadable from './function-name-readable';
import noDestructiveBulkAction from './no-destructive-bulk-action';
import noImpersonation from './no-impersonation';
import noSensitiveData from './no-sensitive-data';
import noAmbiguousParameter from './no-ambiguous-parameter';
import parameterNameDescriptive from './parameter-name-descriptive';
import noUnusedParameter from './no-unused-parameter';

/** Every rule, in catalogue order. Adding a rule means adding its module here. */
export const allRules: readonly Rule[] = [
  descriptionMissing,
  kdocNotExposed,
  noPromptLanguage,
  noFiller,
  noShouting,
  noCrossFunctionReferences,
  noConcealment,
  descriptionFrontLoaded,
  descriptionVerbFirst,
  noOverlyBroad,
  kdocComplete,
  misleadingName,
  functionNameReadable,
  noDestructiveBulkAction,
  noImpersonation,
  noSensitiveData,
  noAmbiguousParameter,
  parameterNameDescriptive,
  noUnusedParameter,
];

const byId = new Map(allRules.map((rule) => [rule.meta.id, rule]));

/** The rule with this id, if it exists. */
export function getRule(id: string): Rule | undefined {
  return byId.get(id);
}
