// Public surface of the text area: find and replace, templates.
export * from './replace.ts';
export * from './template.ts';
