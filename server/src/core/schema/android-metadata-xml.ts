import type { AndroidFunctionMetadata, DataTypeMetadata } from './android-metadata';

// The compiler's v2 XML (the "dynamic schema" shape of §5.2), elements in the goldens' order.

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function element(name: string, value: string | number | boolean, indent: string): string {
  return `${indent}<${name}>${escapeXml(String(value))}</${name}>\n`;
}

function dataTypeXml(tag: string, dataType: DataTypeMetadata, indent: string): string {
  const inner = `${indent}    `;
  let out = `${indent}<${tag}>\n`;
  for (const part of dataType.allOf ?? []) out += dataTypeXml('allOf', part, inner);
  for (const part of dataType.oneOf ?? []) out += dataTypeXml('oneOf', part, inner);
  if (dataType.dataTypeReference !== undefined) out += element('dataTypeReference', dataType.dataTypeReference, inner);
  out += element('id', 'unused', inner);
  out += element('isNullable', dataType.isNullable, inner);
  if (dataType.objectQualifiedName !== undefined) out += element('objectQualifiedName', dataType.objectQualifiedName, inner);
  if (dataType.itemType) out += dataTypeXml('itemType', dataType.itemType, inner);
  if (dataType.description) out += element('description', dataType.description, inner);
  for (const value of dataType.enumValues ?? []) out += element('enumValues', value, inner);
  for (const property of dataType.properties ?? []) {
    out += `${inner}<properties>\n${dataTypeXml('dataTypeMetadata', property.dataType, `${inner}    `)}${element('id', 'unused', `${inner}    `)}${element('name', property.name, `${inner}    `)}${inner}</properties>\n`;
  }
  for (const name of dataType.required ?? []) out += element('required', name, inner);
  if (dataType.pattern !== undefined) out += element('pattern', dataType.pattern, inner);
  for (const matcher of dataType.patternMatchers ?? []) {
    out += `${inner}<patternMatchers>\n${element('pattern', matcher.pattern, `${inner}    `)}${element('type', matcher.type, `${inner}    `)}${inner}</patternMatchers>\n`;
  }
  if (dataType.format !== undefined) out += element('format', dataType.format, inner);
  out += element('type', dataType.type, inner);
  return `${out}${indent}</${tag}>\n`;
}

/** The component document's `<id>` outside an entry point. */
const NO_ENTRY_POINT = 'unused';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * Renders functions as the compiler's v2 XML (`assets/<appFunctionXmlFileName>`): functions in the
 * compiler's order (see {@link inCompilerOrder}), then one component document with every
 * referenced type once, sorted by name. No functions give the compiler's empty document,
 * `<appfunctions/>`. An entry point's functions must be given in declaration order.
 */
export function renderAndroidMetadataXml(input: AndroidFunctionMetadata | AndroidFunctionMetadata[]): string {
  const functions = inCompilerOrder(Array.isArray(input) ? input : [input]);
  // What the compiler writes for a module without functions.
  if (functions.length === 0) return `${XML_DECLARATION}<appfunctions/>\n`;
  const components = new Map<string, DataTypeMetadata>();
  for (const fn of functions) for (const component of fn.components) if (!components.has(component.name)) components.set(component.name, component.dataType);
  const ids = [...new Set(functions.map((f) => f.componentsId))];
  const i1 = '    ';
  const i2 = '        ';
  let out = `${XML_DECLARATION}<appfunctions>\n`;
  for (const fn of functions) {
    out += `${i1}<appfunction>\n`;
    out += element('id', fn.id, i2);
    // A signature's function is registered at run time: a scope, never enabled by default.
    if (fn.signature) {
      if (fn.signature.scope) out += element('scope', fn.signature.scope, i2);
    } else {
      out += element('enabledByDefault', fn.enabled, i2);
    }
    if (fn.description) out += element('description', fn.description, i2);
    for (const parameter of fn.parameters) {
      out += `${i2}<parameters>\n${dataTypeXml('dataTypeMetadata', parameter.dataType, `${i2}    `)}`;
      out += element('id', 'unused', `${i2}    `) + element('isRequired', parameter.isRequired, `${i2}    `) + element('name', parameter.name, `${i2}    `);
      if (parameter.description) out += element('description', parameter.description, `${i2}    `);
      out += `${i2}</parameters>\n`;
    }
    out += `${i2}<response>\n${element('id', 'unused', `${i2}    `)}${dataTypeXml('valueType', fn.response.valueType, `${i2}    `)}`;
    if (fn.response.description) out += element('description', fn.response.description, `${i2}    `);
    out += `${i2}</response>\n`;
    if (fn.accessLevel) {
      out += element('accessLevel', fn.accessLevel.level, i2);
      if (fn.accessLevel.isCompatEnforcementEnabled !== undefined) out += element('isCompatEnforcementEnabled', fn.accessLevel.isCompatEnforcementEnabled, i2);
    }
    if (fn.schema) out += element('schemaCategory', fn.schema.category, i2) + element('schemaName', fn.schema.name, i2) + element('schemaVersion', fn.schema.version, i2);
    if (fn.deprecation) out += `${i2}<deprecation>\n${element('id', 'unused', `${i2}    `)}${element('message', fn.deprecation.message, `${i2}    `)}${i2}</deprecation>\n`;
    out += element('functionId', fn.id, i2);
    out += `${i1}</appfunction>\n`;
  }
  if (components.size > 0) {
    out += `${i1}<AppFunctionComponentMetadataDocument>\n`;
    for (const [name, dataType] of [...components.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      out += `${i2}<dataTypes>\n${dataTypeXml('dataTypeMetadata', dataType, `${i2}    `)}${element('id', 'unused', `${i2}    `)}${element('name', name, `${i2}    `)}${i2}</dataTypes>\n`;
    }
    const onlyId = ids.length === 1 ? ids[0] : undefined;
    out += element('id', onlyId ?? 'unused', i2);
    out += `${i1}</AppFunctionComponentMetadataDocument>\n`;
  }
  return `${out}</appfunctions>\n`;
}

/**
 * The order the compiler writes functions in. An entry point's XML lists the class's own functions
 * as the class declares them (the compiler takes them unsorted from the class), so an entry point's
 * functions keep the order given, which callers make the declaration order. Functions outside an
 * entry point are sorted by class and then by name, which is their id's order. Functions of several
 * entry points (a whole app's export) come one entry point after another, by class name.
 */
function inCompilerOrder(functions: readonly AndroidFunctionMetadata[]): AndroidFunctionMetadata[] {
  const groups = new Map<string, AndroidFunctionMetadata[]>();
  for (const fn of functions) {
    // An entry point's group is its class; any other function is a group of its own.
    const key = fn.componentsId === NO_ENTRY_POINT ? fn.id : fn.componentsId;
    const group = groups.get(key);
    if (group) group.push(fn);
    else groups.set(key, [fn]);
  }
  return [...groups].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).flatMap(([, group]) => group);
}
