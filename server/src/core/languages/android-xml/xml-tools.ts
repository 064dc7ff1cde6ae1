import type * as XmlAst from '@xml-tools/ast';
import type * as XmlParser from '@xml-tools/parser';
import type * as XmlParserInstance from '@xml-tools/parser/lib/parser';

/** The parts of `@xml-tools` the analysis uses. */
interface XmlTools {
  parse: typeof XmlParser.parse;
  buildAst: typeof XmlAst.buildAst;
  xmlParser: typeof XmlParserInstance.xmlParser;
}

let tools: XmlTools | undefined;

/**
 * `@xml-tools`, evaluated on the first XML file parsed. Requires, not imports: loading the package
 * builds its parser (a grammar self-analysis of about 50 ms), which a run over Kotlin, TypeScript
 * or C# files alone never needs.
 */
export function xmlTools(): XmlTools {
  tools ??= {
    parse: (require('@xml-tools/parser') as typeof XmlParser).parse,
    buildAst: (require('@xml-tools/ast') as typeof XmlAst).buildAst,
    xmlParser: (require('@xml-tools/parser/lib/parser') as typeof XmlParserInstance).xmlParser,
  };
  return tools;
}
