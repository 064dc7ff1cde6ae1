import { Node, type ClassDeclaration, type FunctionDeclaration, type SourceFile, type VariableDeclaration } from 'ts-morph';

/**
 * Whether a top-level function, class or variable is exported, read from the syntax alone: an `export`
 * modifier, or a name listed in a local `export { … }` / `export default name`.
 *
 * ts-morph's own `isExported()` asks the type checker, which builds a whole program with the
 * standard library's declaration files: about 35 MB and a re-bind of every file, only to read a
 * keyword. Re-exports from other modules (`export { x } from './y'`) do not export a local
 * declaration and are not counted.
 */
export function isExportedBySyntax(decl: FunctionDeclaration | VariableDeclaration | ClassDeclaration): boolean {
  const statement = Node.isVariableDeclaration(decl) ? decl.getVariableStatement() : decl;
  if (statement?.hasExportKeyword()) return true;
  const name = decl.getName();
  return name !== undefined && exportedLocalNames(decl.getSourceFile()).has(name);
}

/** Local names a file exports by name: `export { a, b as c }` without `from`, and `export default a`. */
function exportedLocalNames(file: SourceFile): Set<string> {
  const names = new Set<string>();
  for (const exp of file.getExportDeclarations()) {
    if (exp.getModuleSpecifier()) continue;
    for (const spec of exp.getNamedExports()) names.add(spec.getName());
  }
  for (const assignment of file.getExportAssignments()) {
    const expression = assignment.getExpression();
    if (!assignment.isExportEquals() && Node.isIdentifier(expression)) names.add(expression.getText());
  }
  return names;
}
