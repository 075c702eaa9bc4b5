// Public surface of the files area: safe file names and batch rename plans.
export * from './file-name.ts';
export * from './rename-plan.ts';
