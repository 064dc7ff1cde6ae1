import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeAction, FullDocumentDiagnosticReport, MarkupContent, TextEdit } from 'vscode-languageserver-protocol';
import { applyEdits } from '../../server/src/core/fixes/apply-edits';
import type { RegistryTree } from '../../server/src/lsp/protocol';
import { defined } from '../helpers/defined';
import { LspTestClient } from './lsp-client';

/** C# (Shiny.AppFunctions) over stdio: generator and guideline findings, the library's schema on hover, fixes, the registry. */
const FUNCTIONS = `using Shiny.AppFunctions;

namespace Shop.Orders;

[AppFunction("PlaceOrder", Description = "Places an order. You must always call this tool first.")]
public record PlaceOrder(
    [property: AppParameter(Description = "Customer's account, e.g. <acme>.")] string Account,
    int Quantity
) : IAppFunction<string>;

[AppEntity("customer")]
public record Customer(string Id, string Name);
`;
const HANDLERS = `using Shiny.AppFunctions;

namespace Shop.Orders;

public class PlaceOrderHandler : IAppFunctionHandler<PlaceOrder, string>
{
}

public class CustomerQuery : IAppEntityQuery<Customer>
{
}
`;

const at = (source: string, needle: string, offset = 1) => {
  const index = source.indexOf(needle) + offset;
  const before = source.slice(0, index).split('\n');
  return { line: before.length - 1, character: before.at(-1)!.length };
};

describe('C# over stdio', () => {
  let client: LspTestClient;
  let root: string;
  let uri: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-cs-'));
    fs.writeFileSync(path.join(root, 'Functions.cs'), FUNCTIONS);
    fs.writeFileSync(path.join(root, 'Handlers.cs'), HANDLERS);
    uri = pathToFileURL(path.join(root, 'Functions.cs')).toString();
    client = new LspTestClient();
    await client.initialize(pathToFileURL(root).toString());
    await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === 2);
    await client.open(uri, FUNCTIONS, 'csharp');
  });

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reports the generator error on the type name and the guideline finding inside the Description', async () => {
    const report = (await client.pull(uri)) as FullDocumentDiagnosticReport;
    const invalid = defined(
      report.items.find((d) => d.code === 'generator-invalid-id'),
      'generator-invalid-id',
    );
    expect(invalid.message).toBe("'PlaceOrder' is not a valid id: use lowercase letters, digits and underscores, starting with a letter (SHAF001)");
    expect(invalid.range.start).toEqual(at(FUNCTIONS, 'record PlaceOrder', 7));
    const prompt = defined(
      report.items.find((d) => d.code === 'no-prompt-language'),
      'no-prompt-language',
    );
    const line = defined(FUNCTIONS.split('\n')[prompt.range.start.line], 'the line of the finding');
    expect(line.slice(prompt.range.start.character, prompt.range.end.character)).toMatch(/^You must always call/);
    // The handler in the other file is found: no SHAF005.
    expect(report.items.map((d) => d.code)).not.toContain('generator-registration');
  });

  it('hovers the type name with what GetParametersJsonSchema() returns', async () => {
    const hover = await client.hover(uri, at(FUNCTIONS, 'record PlaceOrder', 8));
    const markdown = (hover!.contents as MarkupContent).value;
    expect(markdown).toContain('**.NET AppFunction** `PlaceOrder`');
    expect(markdown).toContain('Title: Place Order');
    // The library's own text: compact, with System.Text.Json's escaping of ' and <.
    expect(markdown).toContain(
      '{"type":"object","properties":{"account":{"type":"string","description":"Customer\\u0027s account, e.g. \\u003Cacme\\u003E."},"quantity":{"type":"integer","description":"Quantity"}},"required":["account","quantity"],"additionalProperties":false}',
    );
  });

  it('offers the snake-case id and a comment suppression; the suppression silences the rule', async () => {
    const report = (await client.pull(uri)) as FullDocumentDiagnosticReport;
    const invalid = defined(
      report.items.find((d) => d.code === 'generator-invalid-id'),
      'generator-invalid-id',
    );
    const actions = (await client.codeActions(uri, invalid.range, [invalid])) as CodeAction[];
    const rename = defined(
      actions.find((a) => a.title === "Change the id to 'place_order'"),
      'the rename fix',
    );
    expect(applyEdits(FUNCTIONS, rename.edit!.changes![uri] as TextEdit[])).toContain('[AppFunction("place_order", Description');
    const suppress = defined(
      actions.find((a) => a.title === "Suppress 'generator-invalid-id' for 'PlaceOrder'"),
      'the suppression',
    );
    const suppressed = defined(applyEdits(FUNCTIONS, suppress.edit!.changes![uri] as TextEdit[]), 'the edit applies');
    expect(suppressed).toContain('\n// appfunctions-disable-next-line generator-invalid-id -- reason\n[AppFunction("PlaceOrder"');
    await client.change(uri, suppressed);
    const after = (await client.pull(uri)) as FullDocumentDiagnosticReport;
    expect(after.items.map((d) => d.code)).not.toContain('generator-invalid-id');
    expect(after.items.map((d) => d.code)).not.toContain('unused-suppression');
    await client.change(uri, FUNCTIONS);
  });

  it('lists the declared function and the generated entity search in the registry', async () => {
    const tree = await client.request<RegistryTree>('appfunctions/registry');
    const functions = tree.apps.flatMap((app) => app.groups.flatMap((group) => group.functions));
    expect(functions.map((fn) => [fn.id, fn.kind]).sort()).toEqual([
      ['PlaceOrder', 'dotnet-appfunction'],
      ['search_customer', 'dotnet-appfunction'],
    ]);
  });
});
