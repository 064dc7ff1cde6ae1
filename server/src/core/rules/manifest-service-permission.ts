import * as l10n from '@vscode/l10n';
import { BIND_PERMISSION, SERVICE_ACTION } from '../languages/android-xml/index';
import type { ManifestInfo, ManifestService } from '../model/android-xml';
import type { ClassInfo } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import { isUnder, manifestsOf, moduleRootOf, primaryManifests, projectRootOf, type ManifestFile } from '../registry/android-app';
import { defineWorkspaceRule, type WorkspaceRuleReport } from './rule';

/** An `@AppFunctionServiceEntryPoint` class and the service the compiler generates for it. */
interface EntryPoint {
  file: FileModel;
  cls: ClassInfo;
  /** `<package>.<serviceName>`. */
  serviceClass: string;
  serviceName: string;
}

/**
 * The platform binds an app's AppFunctionService only through the system-only permission
 * `android.permission.BIND_APP_FUNCTION_SERVICE`; without it any app could bind the service and
 * call the functions. From alpha10 the service is generated from each
 * `@AppFunctionServiceEntryPoint` class and the app declares it in its manifest.
 */
export default defineWorkspaceRule({
  meta: {
    id: 'manifest-service-permission',
    description: "Every AppFunctionService (and each entry point's generated service) is declared in the manifest with the BIND_APP_FUNCTION_SERVICE permission.",
    guideline: 'Declare the generated service with android:permission="android.permission.BIND_APP_FUNCTION_SERVICE" so that only the system can bind it.',
    defaultSeverity: 'error',
    languages: ['android-xml'],
    fixable: false,
  },
  checkWorkspace({ files, report }) {
    const manifests = manifestsOf(files);
    if (manifests.length === 0) return;
    const entryPoints = findEntryPoints(files);
    for (const { file, manifest } of manifests) {
      for (const service of manifest.services) {
        const generated = entryPoints.find((e) => serviceMatches(manifest, service, e.serviceClass));
        if (!generated && !service.actions.includes(SERVICE_ACTION)) continue;
        checkPermission(file.uri, service, generated, report);
      }
    }
    const modules = [...primaryManifests(manifests).values()];
    for (const entry of entryPoints) {
      const declared = manifests.some(
        ({ file, manifest }) => isUnder(entry.file.uri, projectRootOf(file.uri)) && manifest.services.some((s) => serviceMatches(manifest, s, entry.serviceClass)),
      );
      if (declared) continue;
      const home = homeManifest(
        modules.map((m) => m.primary),
        entry.file.uri,
      );
      if (!home?.manifest.application) continue;
      report({
        uri: home.file.uri,
        range: home.manifest.application.nameRange,
        message: l10n.t(
          '{0}, generated for {1}, is not declared in this manifest, so agents cannot reach its functions. Add <service android:name="{2}" android:permission="{3}" android:exported="true"> with an intent filter for {4}.',
          entry.serviceName,
          entry.cls.name,
          entry.serviceClass,
          BIND_PERMISSION,
          SERVICE_ACTION,
        ),
      });
    }
  },
});

function checkPermission(uri: string, service: ManifestService, entry: EntryPoint | undefined, report: (r: WorkspaceRuleReport) => void): void {
  const permission = service.permission?.value.trim();
  if (permission === BIND_PERMISSION) return;
  const name = service.name?.value ?? entry?.serviceName ?? '';
  if (!service.permission) {
    report({
      uri,
      range: service.name?.range ?? service.element.nameRange,
      message: l10n.t('AppFunctionService {0} has no android:permission: any app could bind it and call its functions. Add android:permission="{1}".', name, BIND_PERMISSION),
    });
    return;
  }
  report({
    uri,
    range: service.permission.valueRange,
    message: l10n.t('AppFunctionService {0} is protected by \'{1}\'; the platform binds it only with android:permission="{2}".', name, permission ?? '', BIND_PERMISSION),
  });
}

function findEntryPoints(files: readonly FileModel[]): EntryPoint[] {
  const found: EntryPoint[] = [];
  for (const file of files) {
    if (file.language !== 'kotlin') continue;
    for (const cls of file.classes) {
      if (!cls.isEntryPoint) continue;
      const annotation = cls.annotations.find((a) => a.name === 'AppFunctionServiceEntryPoint' || a.qualifiedName?.endsWith('.AppFunctionServiceEntryPoint'));
      const serviceName = (annotation?.args.serviceName ?? annotation?.args._0)?.stringValue?.trim();
      if (!serviceName) continue;
      const packageName = file.packageName ?? cls.qualifiedName.slice(0, Math.max(0, cls.qualifiedName.lastIndexOf('.')));
      found.push({ file, cls, serviceName, serviceClass: packageName ? `${packageName}.${serviceName}` : serviceName });
    }
  }
  return found;
}

/**
 * Whether a `<service android:name>` names `serviceClass`. A relative name (`.x.Service`) is
 * resolved against the manifest's package; without one (the namespace lives in Gradle) the name
 * must end the class name on a package boundary.
 */
function serviceMatches(manifest: ManifestInfo, service: ManifestService, serviceClass: string): boolean {
  const name = service.name?.value.trim();
  if (!name) return false;
  const relative = name.startsWith('.') || !name.includes('.');
  if (!relative) return name === serviceClass;
  const suffix = name.startsWith('.') ? name : `.${name}`;
  if (manifest.packageName) return `${manifest.packageName}${suffix}` === serviceClass;
  return serviceClass.endsWith(suffix);
}

/** The manifest that should declare a service for a file: its module's, else its project's. */
function homeManifest(primaries: ManifestFile[], uri: string): ManifestFile | undefined {
  const module = moduleRootOf(uri);
  return primaries.find((m) => moduleRootOf(m.file.uri) === module) ?? primaries.find((m) => m.manifest.application && isUnder(uri, projectRootOf(m.file.uri)));
}
