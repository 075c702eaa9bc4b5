/** Paths of the operator console's memberships-and-money calls (issue 20), zod-free like `paths.ts`. */
export const operatorMoneyPaths = {
  operatorLevelList: '/ut/op/money/levels',
  operatorLevelSave: '/ut/op/money/level-save',
  operatorOrderPage: '/ut/op/money/orders',
  operatorOrderCsv: '/ut/op/money/orders-csv',
  operatorOrderDetail: '/ut/op/money/order',
  operatorOrderQuery: '/ut/op/money/order-query',
  operatorOrderRefund: '/ut/op/money/order-refund',
  operatorReconcile: '/ut/op/money/reconcile',
  operatorResultPayPage: '/ut/op/money/result-pays',
  operatorResultPayRefund: '/ut/op/money/result-pay-refund',
} as const;
