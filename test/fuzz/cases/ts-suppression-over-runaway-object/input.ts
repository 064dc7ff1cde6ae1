// A WebMCP tool whose name lost its comma: error recovery reads every word after it as one more
// shorthand property of the object literal.
const tool = {
  // appfunctions-disable-next-line webmcp-invalid-tool -- checked by hand
  name: 'plant_seeds'@@RUN@@,
  description: 'Plants seeds in one garden bed.',
  async execute() {
    return { planted: true };
  },
};
document.modelContext.registerTool(tool);
