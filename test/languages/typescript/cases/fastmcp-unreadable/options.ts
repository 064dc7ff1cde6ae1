export const sharedOptions = { instructions: 'Logbook: records flights.' } as const;
