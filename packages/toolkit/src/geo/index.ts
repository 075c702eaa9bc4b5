// Public surface of the geo area: coordinate systems, parsing and map links.
export * from './coords.ts';
export * from './parse-coords.ts';
export * from './map-links.ts';
