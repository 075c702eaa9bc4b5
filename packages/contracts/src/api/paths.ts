/*
 * The path of every shared-layer call, by name, with no zod: the web's shell (top bar, points, home)
 * imports this module alone, and `endpoints.ts` pairs each name with its schemas. A path is written
 * here once; the server registers it from the endpoint and the web calls it by name.
 */
import { creditsPaths, paymentPaths } from '../credits-paths.ts';
import { gptPaths, lifePaths } from './gpt-paths.ts';
import { communityPaths } from './community-paths.ts';
import { operatorPaths } from './operator-paths.ts';
import { operatorContentPaths } from './operator-content-paths.ts';
import { operatorMoneyPaths } from './operator-money-paths.ts';

export { paymentPrefixes } from '../credits-paths.ts';
export { adListCodes, constantKeys } from './community-paths.ts';

/** Calls served under each of the payment family's prefixes (/ut/v1, /ut/i2, /ut/p3). */
export const payPaths = {
  ...paymentPaths,
  wechatTrade: '/get-wechat-trade-code',
  wechatAppletTrade: '/pre-create-wx-applet-pay',
  alipayTrade: '/get-ali-trade-page',
  paypalTrade: '/get-pay-pal-trade-page',
  queryTrade: '/query-trade',
} as const;

/** Every other call. */
export const paths = {
  ...creditsPaths,
  ...gptPaths,
  ...lifePaths,
  ...communityPaths,
  ...operatorPaths,
  ...operatorContentPaths,
  ...operatorMoneyPaths,
  systemInformation: '/system/information/get',
  funcQuery: '/ut/func/query',
  funcSearch: '/ut/func/search-list',
  feeRules: '/ut/func/list-fee-rules',
  funcCategories: '/ut/func-category/list',
  protocol: '/ut/func/user-protocol.html',
  myIp: '/ut/network/my-ip',
  ipQuery: '/ut/network/ip-query',
  mapConfig: '/ut/network/map-config',
  ping: '/ut/network/ping',
  emailCodeForOpen: '/open/user-email-verify/send-for-open',
  emailCodeForUser: '/open/user-email-verify/send-for-user',
  registerByEmail: '/open/user/register-by-email',
  loginByEmail: '/open/user/login-by-email',
  loginByGoogle: '/open/user/login-by-google',
  registerByGoogle: '/open/user/register-by-google',
  updatePassword: '/open/user/update-password',
  resetPassword: '/open/user/reset-password',
  currentUser: '/open/user/get-login-info',
  logout: '/open/user/logout',
  loginConfig: '/open/user/get-login-config',
  smsCaptcha: '/open/user/get-login-sms-captcha',
  loginCaptcha: '/open/user/get-login-captcha',
  createDesktopHandover: '/open/user/create-desktop-handover',
  clientRegister: '/ut/client/register',
  clientQuery: '/ut/client/query-client',
  loginByDesktopHandover: '/open/user/login-by-desktop-handover',
  listSessions: '/open/user/list-sessions',
  revokeSession: '/open/user/revoke-session',
  sendLoginSms: '/open/user/send-login-sms',
  loginByPhone: '/open/user/login-by-phone-number',
  qrCode: '/open/user-wx/get-login-qr-code-simple',
  qrQuery: '/open/user-wx/query-login-qr-code',
  qrLogin: '/open/user-wx/login-by-qr-code',
  funcPayWechatTrade: '/ut/func-pay/get-wechat-trade-code',
  funcPayWechatAppletTrade: '/ut/func-pay/pre-create-wx-applet-pay',
  funcPayTradeResult: '/ut/func-pay/get-trade-result',
  appletPayParams: '/open/pay/wx-applet/pay-params',
  uploadConfig: '/file/query-file-upload-config',
  transStart: '/file/trans-start',
  transData: '/file/trans-data',
  fileQuery: '/file/query',
  downStart: '/file/down-start',
  fileTips: '/file/file-tips',
  taskSubmit: '/task/submit',
  taskQuery: '/task/query',
  taskPage: '/task/page',
} as const;

export type PathName = keyof typeof paths;
export type PayPathName = keyof typeof payPaths;
