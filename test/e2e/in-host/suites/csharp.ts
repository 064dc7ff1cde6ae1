import * as assert from 'node:assert/strict';
import { suite, suiteTeardown, test } from 'mocha';
import * as vscode from 'vscode';
import { diagnosticOf, diagnostics, extension, hoverText, openDocument, ruleId, ruleIds, waitFor, workspaceUri } from './helpers';
import { waitForSchemaDocument } from './schema-preview';

/** The C# workspace's files (see workspace/csharp): two functions, one with an id the library rejects, and an entity. */
export const ORDERS = 'Orders.cs';
export const CATALOG = 'Catalog.cs';
export const CREATE_ORDER_ID = 'create_order';
/** The function Shiny.AppFunctions generates for `[AppEntity("product")]`. */
export const SEARCH_PRODUCT_ID = 'search_product';
/** The declaration whose upper-case id the generator rejects (SHAF001). */
const INVALID_DECLARATION = '[AppFunction("CreateInvoice"';

/** The position of the first `search` in the document, plus `delta` characters. */
function positionOf(document: vscode.TextDocument, search: string, delta = 0): vscode.Position {
  const offset = document.getText().indexOf(search);
  if (offset < 0) throw new Error(`'${search}' is not in ${document.uri.path}`);
  return document.positionAt(offset + delta);
}

/** Waits for a hover at `position` whose text contains `expected`. */
function hoverWith(document: vscode.TextDocument, position: vscode.Position, expected: string): Promise<string> {
  return waitFor(`a hover containing ${expected} in ${document.uri.path.split('/').pop()}`, async () => {
    const value = await hoverText(document.uri, position);
    return value.includes(expected) ? value : false;
  });
}

/** Parses a JSON preview document, naming it when it is not JSON. */
function parse(document: vscode.TextDocument): { id: string; kind: string; title: string; inputSchema: { required: string[] }; getParametersJsonSchema: string } {
  try {
    return JSON.parse(document.getText());
  } catch (error) {
    throw new Error(`${document.uri.toString()} is not JSON: ${(error as Error).message}\n${document.getText()}`, { cause: error });
  }
}

/**
 * Runs in the `csharp` workspace: a .NET project that references Shiny.AppFunctions, so the
 * extension starts for it. C# gets what Kotlin and TypeScript get: the generator's finding on the
 * file, the hover with the schema the agent receives (here `GetParametersJsonSchema()`), and the
 * functions in the registry, the generated entity search included. What the Registry view's tree
 * shows is checked in the C# DOM window (dom/checks.ts).
 */
export function csharpSuite(): void {
  suite('C# (.NET AppFunctions)', () => {
    suiteTeardown(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

    test('a project that references Shiny.AppFunctions starts the server before any file is opened', async () => {
      await waitFor('the extension to activate', () => extension().isActive, 30_000);
      assert.equal(vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'file').length, 0, 'no file was opened');
      const uri = workspaceUri(ORDERS);
      await waitFor(`the closed file's problems (now [${ruleIds(uri)}])`, () => ruleIds(uri).includes('generator-invalid-id'), 30_000);
    });

    test('a .cs file opens with the language id csharp', async () => {
      const document = await openDocument(ORDERS);
      assert.equal(document.languageId, 'csharp', "VS Code's built-in C# language support gives .cs files the language id 'csharp'");
    });

    test('an id the library rejects is reported on its declaration (generator-invalid-id)', async () => {
      const document = await openDocument(ORDERS);
      const invalid = await diagnosticOf(document.uri, 'generator-invalid-id', 30_000);
      assert.match(invalid.message, /'CreateInvoice' is not a valid id: use lowercase letters, digits and underscores, starting with a letter/);
      // On the CreateInvoice declaration (its attribute or its name), from the attribute to the end of the record.
      const start = positionOf(document, INVALID_DECLARATION);
      const declaration = new vscode.Range(start, document.lineAt(start.line + 1).range.end);
      assert.ok(declaration.contains(invalid.range), `the finding at ${JSON.stringify(invalid.range)} is on the CreateInvoice declaration`);
      assert.equal(diagnostics(document.uri).filter((d) => ruleId(d) === 'generator-invalid-id').length, 1, "create_order's id is valid: one finding only");
    });

    test("hovering a record's name shows the .NET AppFunction and what GetParametersJsonSchema() returns", async () => {
      const document = await openDocument(ORDERS);
      const text = await hoverWith(document, positionOf(document, 'record CreateOrder', 'record '.length + 3), `**.NET AppFunction** \`${CREATE_ORDER_ID}\``);
      assert.match(text, /^\*\*\.NET AppFunction\*\* `create_order` · \d+ characters, about \d+ tokens/);
      assert.ok(text.includes('Title: Create Order'), text);
      assert.ok(text.includes("Places an order for a customer and returns the new order's number."), `the hover shows the description:\n${text}`);
      assert.match(text, /\| `customer` \| `string` \| required \|/);
      assert.match(text, /\| `quantity` \| `integer` \| required \|/);
      const section = text.indexOf('`GetParametersJsonSchema()` returns:');
      assert.ok(section >= 0, `the hover has the GetParametersJsonSchema() section:\n${text}`);
      // The library's own text: compact JSON, properties in declaration order, camelCase wire names.
      assert.ok(
        text.slice(section).includes('{"type":"object","properties":{"customer":{"type":"string"'),
        `the section shows the compact schema the library returns:\n${text.slice(section)}`,
      );
      assert.ok(text.includes('(command:appfunctions.showAgentSchema?'), text);
    });

    test("hovering an [AppEntity]'s name shows the search function the library generates for it", async () => {
      const document = await openDocument(CATALOG);
      const text = await hoverWith(document, positionOf(document, 'record Product', 'record '.length + 2), `**.NET AppFunction** \`${SEARCH_PRODUCT_ID}\``);
      assert.ok(text.includes('Generated by Shiny.AppFunctions for the entity `product`.'), text);
      assert.ok(text.includes('`GetParametersJsonSchema()` returns:'), text);
    });

    test("the registry lists create_order and the generated search_product: each item's schema button opens its agent schema", async () => {
      for (const [file, id, required] of [
        [ORDERS, CREATE_ORDER_ID, ['customer', 'quantity']],
        [CATALOG, SEARCH_PRODUCT_ID, ['query']],
      ] as const) {
        await vscode.commands.executeCommand('appfunctions.registry.showAgentSchema', { uri: workspaceUri(file).toString(), id });
        const schema = parse(await waitForSchemaDocument(`"${id}"`, 'json'));
        assert.equal(schema.id, id);
        assert.equal(schema.kind, 'dotnet-appfunction');
        assert.deepEqual(schema.inputSchema.required, required);
        assert.ok(schema.getParametersJsonSchema.startsWith('{"type":"object"'), schema.getParametersJsonSchema);
      }
    });
  });
}
