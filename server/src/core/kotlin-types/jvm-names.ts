import type { ClassInfo, SerializableDecl } from '../model/declarations';

/** The JVM name the compiler uses in metadata: package, then classes joined by `$`. */
export function jvmName(decl: SerializableDecl, packageName: string | undefined): string {
  if (packageName && decl.qualifiedName.startsWith(`${packageName}.`)) {
    return `${packageName}.${decl.qualifiedName
      .slice(packageName.length + 1)
      .split('.')
      .join('$')}`;
  }
  // Without the package: classes conventionally start upper-case, packages lower-case.
  const parts = decl.qualifiedName.split('.');
  const firstClass = parts.findIndex((p) => /^[A-Z]/.test(p));
  if (firstClass <= 0) return parts.join('$').replace(/^\$/, '');
  return `${parts.slice(0, firstClass).join('.')}.${parts.slice(firstClass).join('$')}`;
}

/** `com.example.Outer.Inner` -> `Outer$Inner`: the JVM class name the compiler prints in messages. */
export function jvmClassName(info: ClassInfo, packageName: string | undefined): string {
  const withoutPackage = packageName && info.qualifiedName.startsWith(`${packageName}.`) ? info.qualifiedName.slice(packageName.length + 1) : info.qualifiedName;
  return withoutPackage.replace(/\./g, '$');
}
