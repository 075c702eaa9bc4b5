// Public surface of the geo-data area: countries, capitals and the capital quiz.
export * from './countries.ts';
export * from './capital-quiz.ts';
