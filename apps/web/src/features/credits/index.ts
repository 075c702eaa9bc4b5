/** What other features and tools use from credits: the function-use check before a paid run. */
export { useCreditsBeforeSubmit, useFunctionUse, type FunctionUseRequest } from './use-function-use.tsx';
export { refreshPoints } from './points-store.ts';
export { FuncPayPanel } from './func-pay-panel.tsx';
