export enum ScenarioState {
  Active = 'active',
  Paused = 'paused',
  Broken = 'broken',
}
