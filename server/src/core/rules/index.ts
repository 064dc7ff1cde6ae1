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
import preferStandardTypes from './prefer-standard-types';
import optionalDefaultIgnored from './optional-default-ignored';
import updateDistinguishNull from './update-distinguish-null';
import setfieldElvis from './setfield-elvis';
import pendingIntentImmutable from './pending-intent-immutable';
import throwAppfunctionException from './throw-appfunction-exception';
import noMultipurposeFunction from './no-multipurpose-function';
import unusedSuppression from './unused-suppression';
import fileSkipped from './file-skipped';
import appDescriptionMissing from './app-description-missing';
import appDescriptionQuality from './app-description-quality';
import noDuplicateIntent from './no-duplicate-intent';
import duplicateFunctionId from './duplicate-function-id';
import manifestServicePermission from './manifest-service-permission';
import compilerUnsupportedType from './compiler-unsupported-type';
import compilerCannotBeOptional from './compiler-cannot-be-optional';
import compilerTopLevelFunction from './compiler-top-level-function';
import compilerContextParameter from './compiler-context-parameter';
import compilerEntryPoint from './compiler-entry-point';
import compilerSerializable from './compiler-serializable';
import compilerUriConstraintTarget from './compiler-uri-constraint-target';
import compilerSignature from './compiler-signature';
import compilerInvalidPattern from './compiler-invalid-pattern';
import compilerAccessLevel from './compiler-access-level';
import mcpToolNameInvalid from './mcp-tool-name-invalid';
import registrationUnresolved from './registration-unresolved';
import mcpDeprecatedToolApi from './mcp-deprecated-tool-api';
import mcpSchemaUnrepresentable from './mcp-schema-unrepresentable';
import mcpAnnotationMismatch from './mcp-annotation-mismatch';
import webmcpInvalidTool from './webmcp-invalid-tool';
import generatorInvalidId from './generator-invalid-id';
import generatorRequestType from './generator-request-type';
import generatorUnsupportedType from './generator-unsupported-type';
import generatorRegistration from './generator-registration';
import generatorEntity from './generator-entity';
import generatorDuplicateId from './generator-duplicate-id';
import generatorShortcut from './generator-shortcut';
import dotnetDelegateUnknownId from './dotnet-delegate-unknown-id';
import dotnetOpensAppUnsaid from './dotnet-opens-app-unsaid';
import dotnetSearchIdConvention from './dotnet-search-id-convention';

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
  appDescriptionMissing,
  appDescriptionQuality,
  kdocComplete,
  misleadingName,
  functionNameReadable,
  noDuplicateIntent,
  duplicateFunctionId,
  noDestructiveBulkAction,
  noImpersonation,
  noSensitiveData,
  noAmbiguousParameter,
  parameterNameDescriptive,
  noUnusedParameter,
  preferStandardTypes,
  optionalDefaultIgnored,
  updateDistinguishNull,
  setfieldElvis,
  pendingIntentImmutable,
  throwAppfunctionException,
  noMultipurposeFunction,
  unusedSuppression,
  fileSkipped,
  manifestServicePermission,
  compilerUnsupportedType,
  compilerCannotBeOptional,
  compilerTopLevelFunction,
  compilerContextParameter,
  compilerEntryPoint,
  compilerSerializable,
  compilerUriConstraintTarget,
  compilerSignature,
  compilerInvalidPattern,
  compilerAccessLevel,
  mcpToolNameInvalid,
  registrationUnresolved,
  mcpDeprecatedToolApi,
  mcpSchemaUnrepresentable,
  mcpAnnotationMismatch,
  webmcpInvalidTool,
  generatorInvalidId,
  generatorRequestType,
  generatorUnsupportedType,
  generatorRegistration,
  generatorEntity,
  generatorDuplicateId,
  generatorShortcut,
  dotnetDelegateUnknownId,
  dotnetOpensAppUnsaid,
  dotnetSearchIdConvention,
];

const byId = new Map(allRules.map((rule) => [rule.meta.id, rule]));

/** The rule with this id, if it exists. */
export function getRule(id: string): Rule | undefined {
  return byId.get(id);
}
