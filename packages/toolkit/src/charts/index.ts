// Public surface of the charts area: chart specs and the data they are drawn from.
export * from './chart.ts';
export * from './data.ts';
