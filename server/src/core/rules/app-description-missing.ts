import * as l10n from '@vscode/l10n';
import { APP_METADATA_PROPERTY, APPFUNCTIONS_NAMESPACES, isReference } from '../languages/android-xml/index';
import type { FileModel } from '../model/file-model';
import {
  appFunctionsUnder,
  appMetadataProperty,
  declaresAppFunctions,
  manifestsOf,
  moduleRootOf,
  primaryManifests,
  projectRootOf,
  isUnder,
  resolveXmlResource,
  xmlResourceName,
} from '../registry/android-app';
import { mcpServersOf } from './support/mcp-app';
import { defineWorkspaceRule, type WorkspaceRuleReport } from './rule';

/**
 * The app description is the first thing an agent reads about an app. It reaches the agent only
 * through a chain: the manifest's `android.app.appfunctions.app_metadata` property, an
 * `@xml/NAME` resource that exists, and an `<AppFunctionAppMetadata>` root with
 * `appfn:instructions` (or the legacy `appfn:description`). Each broken link is reported in the
 * XML file where it breaks.
 */
export default defineWorkspaceRule({
  meta: {
    id: 'app-description-missing',
    description: 'The app has an app description that agents can reach: manifest property, existing @xml resource, appfn:instructions.',
    guideline: 'Write the app description yourself, in your app metadata XML file; it is the first entry point for agents.',
    defaultSeverity: 'warning',
    languages: ['android-xml', 'typescript'],
    fixable: false,
  },
  checkWorkspace({ files, report }) {
    checkMcpServers(files, report);
    const manifests = manifestsOf(files);
    const linked = new Set<string>();
    for (const { primary, all } of primaryManifests(manifests).values()) {
      const module = moduleRootOf(primary.file.uri);
      const withProperty = all.filter((m) => appMetadataProperty(m.manifest));
      const isAppFunctionsApp = all.some((m) => declaresAppFunctions(m.manifest)) || appFunctionsUnder(files, module).length > 0;
      if (withProperty.length === 0) {
        const application = primary.manifest.application;
        if (isAppFunctionsApp && application) {
          report({
            uri: primary.file.uri,
            range: application.nameRange,
            message: l10n.t(
              'This app declares AppFunctions but no app description. Add <property android:name="{0}" android:resource="@xml/app_metadata" /> here and write the description in res/xml/app_metadata.xml.',
              APP_METADATA_PROPERTY,
            ),
          });
        }
        continue;
      }
      for (const { file, manifest } of withProperty) {
        const property = appMetadataProperty(manifest)!;
        const target = checkProperty(files, file, property, report);
        if (target) linked.add(target.uri);
      }
    }
    for (const file of files) {
      const metadata = file.android?.appMetadata;
      if (!metadata) continue;
      checkMetadata(file, report);
      // Metadata nobody links is never read; say so only where a manifest could have linked it.
      const reachable = manifests.some((m) => isUnder(file.uri, projectRootOf(m.file.uri)));
      if (!linked.has(file.uri) && reachable && manifests.length > 0) {
        report({
          uri: file.uri,
          range: metadata.element.nameRange,
          message: l10n.t(
            'No AndroidManifest.xml links this app metadata, so agents never read it. Add <property android:name="{0}" android:resource="@xml/{1}" /> under <application>.',
            APP_METADATA_PROPERTY,
            file.android?.resourceName ?? '',
          ),
        });
      }
    }
  },
});

/**
 * An MCP server's `instructions` are its app description (high-level `McpServer` and low-level
 * `Server` alike). A server whose options plainly set none is reported at its construction;
 * instructions computed at run time count as present, and options held or spread from elsewhere
 * are not judged. WebMCP pages have no such surface and are never reported.
 */
function checkMcpServers(files: readonly FileModel[], report: (r: WorkspaceRuleReport) => void): void {
  for (const { file, server } of mcpServersOf(files)) {
    if (server.instructionsState !== 'absent') continue;
    report({
      uri: file.uri,
      range: server.nameRange,
      message: l10n.t(
        "This MCP server sets no instructions, so agents get no app description. Add `instructions` to the {0} options: lead with the app's domain, list the tasks its tools accomplish, and give any call order.",
        server.api ?? 'McpServer',
      ),
    });
  }
}

/** Follows the property to its resource; returns the resource file it reaches. */
function checkProperty(
  files: readonly FileModel[],
  manifestFile: FileModel,
  property: NonNullable<ReturnType<typeof appMetadataProperty>>,
  report: (r: WorkspaceRuleReport) => void,
): FileModel | undefined {
  const uri = manifestFile.uri;
  if (!property.resource) {
    report({
      uri,
      range: property.value?.range ?? property.name?.range ?? property.element.nameRange,
      message: property.value
        ? l10n.t('The app metadata is a resource: write android:resource="@xml/app_metadata", not android:value.')
        : l10n.t('This property needs android:resource="@xml/…" naming the app metadata XML.'),
    });
    return undefined;
  }
  const name = xmlResourceName(property.resource);
  if (!name) {
    report({
      uri,
      range: property.resource.valueRange,
      message: l10n.t("'{0}' is not an XML resource: the app metadata is read from @xml/NAME (res/xml/NAME.xml).", property.resource.value),
    });
    return undefined;
  }
  const target = resolveXmlResource(files, uri, name)[0];
  if (!target) {
    report({
      uri,
      range: property.resource.valueRange,
      message: l10n.t('@xml/{0} does not exist: there is no res/xml/{0}.xml, so agents get no app description.', name),
    });
    return undefined;
  }
  const root = target.android?.rootElement;
  if (!target.android?.appMetadata && root) {
    report({
      uri: target.uri,
      range: target.android?.root?.nameRange ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      message: l10n.t('The manifest links @xml/{0} as the app metadata, but its root element is <{1}>, not <AppFunctionAppMetadata>.', name, root),
    });
  }
  return target;
}

function checkMetadata(file: FileModel, report: (r: WorkspaceRuleReport) => void): void {
  const metadata = file.android!.appMetadata!;
  if (metadata.text) return;
  for (const attribute of [metadata.instructions, metadata.description]) {
    // `@string/...` is resolved at run time; an empty or blank value is the one to report.
    if (attribute && isReference(attribute.value)) return;
    if (attribute) {
      report({
        uri: file.uri,
        range: attribute.range,
        message: l10n.t("{0} is empty: agents get no app description. Lead with the app's domain and list the tasks its functions accomplish.", attribute.name),
      });
      return;
    }
  }
  // Half-typed XML: the parse problem is what to fix first.
  if ((file.android?.problems.length ?? 0) > 0) return;
  if (metadata.misplaced) {
    report({
      uri: file.uri,
      range: metadata.misplaced.nameRange,
      message: l10n.t(
        '\'{0}\' is not in the AppFunctions namespace, so it is ignored. Declare xmlns:appfn="{1}" and write appfn:{2}.',
        metadata.misplaced.name,
        APPFUNCTIONS_NAMESPACES[0],
        metadata.misplaced.localName === 'description' ? 'description' : 'instructions',
      ),
    });
    return;
  }
  report({
    uri: file.uri,
    range: metadata.element.nameRange,
    message: metadata.displayDescription
      ? l10n.t('appfn:displayDescription is shown to the user, not to agents. Add appfn:instructions with the description agents read.')
      : l10n.t("The app metadata has no appfn:instructions: agents get no app description. Lead with the app's domain and list the tasks its functions accomplish."),
  });
}
