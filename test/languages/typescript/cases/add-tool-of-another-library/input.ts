import { z } from 'zod';

// A toolbox of a drawing app: its addTool has nothing to do with agents.
class Toolbox {
  addTool(tool: { name: string; execute(): void }) {
    void tool;
  }
}

const toolbox = new Toolbox();
toolbox.addTool({ name: 'pencil', execute: () => draw(z.string().parse('line')) });

declare function draw(shape: string): void;
