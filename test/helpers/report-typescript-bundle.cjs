// Preloaded (`node --require`) into the bundled CLI by test/front-ends.test.ts: says on stderr when
// the TypeScript front end's bundle, the Kotlin parser, the MCP mode, zod or the XML parser is required, so a test can
// tell that a run never loaded it (also when a bundle is compiled through the code cache, below).
const Module = require('node:module');
const vm = require('node:vm');

const report = (request) => {
  if (/typescript-front-end\.js$/.test(request)) process.stderr.write('required typescript-front-end.js\n');
  // web-tree-sitter's script, required afresh for each instance of the Kotlin grammar.
  if (/tree-sitter\.cjs$/.test(request)) process.stderr.write('required tree-sitter.cjs\n');
  // The MCP server mode's bundle, for --mcp only.
  if (/mcp-server\.js$/.test(request)) process.stderr.write('required mcp-server.js\n');
  // zod's bundle, for the schemas of MCP tools only.
  if (/zod-modules\.js$/.test(request)) process.stderr.write('required zod-modules.js\n');
  // The Android XML parser's bundle, for Android XML files only.
  if (/xml-tools\.js$/.test(request)) process.stderr.write('required xml-tools.js\n');
};

const load = Module._load;
Module._load = function (request, ...rest) {
  report(request);
  return load.call(this, request, ...rest);
};
// Where Node has no compile cache, the project's lazily loaded bundles are compiled as a vm.Script
// with V8's code cache (server/src/core/code-cache.ts) instead of going through require.
vm.Script = new Proxy(vm.Script, {
  construct(target, args) {
    if (typeof args[1]?.filename === 'string') report(args[1].filename);
    return new target(...args);
  },
});
