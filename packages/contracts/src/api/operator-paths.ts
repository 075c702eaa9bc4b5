/** Paths of the operator console's calls (issue 20), zod-free like `paths.ts`, which spreads them. */
export const operatorPaths = {
  operatorMe: '/ut/op/me',
  operatorAudit: '/ut/op/audit/page',
  operatorFuncList: '/ut/op/func/list',
  operatorFuncUpdate: '/ut/op/func/update',
  operatorPicks: '/ut/op/picks/get',
  operatorPicksSave: '/ut/op/picks/save',
  operatorUserFind: '/ut/op/user/find',
  operatorUserDetail: '/ut/op/user/detail',
  operatorUserCredits: '/ut/op/user/credits',
  operatorUserRevokeSessions: '/ut/op/user/revoke-sessions',
  operatorFeedbackPage: '/ut/op/feedback/page',
  operatorFeedbackAnswer: '/ut/op/feedback/answer',
  operatorDictList: '/ut/op/dict/list',
  operatorDictSave: '/ut/op/dict/save',
  operatorDashboard: '/ut/op/dashboard',
  operatorUserRecords: '/ut/op/user/records',
  operatorUserBlock: '/ut/op/user/block',
} as const;

/** Every operator path starts with this (the 403 test walks every route under it). */
export const OPERATOR_PATH_PREFIX = '/ut/op/';
