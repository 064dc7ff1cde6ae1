export const REPOT_DESCRIPTION = 'Moves one plant into a pot of the given size.';
