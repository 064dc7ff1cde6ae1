import { KitchenArgs } from './args';
import { KitchenTool } from './tool-base';

const SCALE_NAME = 'scale_recipe';

export class ScaleRecipeTool extends KitchenTool {
  static toolName = SCALE_NAME;
  description = 'Scales a recipe to the number of servings given.';
  argsShape = {
    recipeId: KitchenArgs.recipeId(),
    servings: KitchenArgs.servings(24).describe('How many people to cook for.'),
  };
}

export class ListRecipesTool extends KitchenTool {
  static toolName = 'list_recipes';
  description = 'Lists the recipes of the kitchen.';
  argsShape = {};
}
