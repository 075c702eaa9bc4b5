/*
 * Every shared-layer call with its schemas, declared once. The server registers its routes from
 * these (`defineEndpoint`), checks its answers against them in tests, and the web calls them by
 * name (`call`, `callPay`, `sendBytes`), typed from them. Downloads (/file/down-data),
 * payment callbacks, health and dev pages are plain routes and not listed here.
 */
import { z } from 'zod';
import {
  clientInfoSchema,
  clientQueryRequest,
  clientRegisterRequest,
  clientRegisterResponse,
} from '../desktop.ts';
import {
  createOrderRequest,
  createOrderResponse,
  creditChangeRecordSchema,
  creditsQueryRequest,
  currentCreditsSchema,
  exchangePointLastResponse,
  funcPayByPointRequest,
  funcPayRecordSchema,
  funcPayResultSchema,
  funcUseQuote,
  funcUseRequest,
  funcUseResponse,
  inviterInfoSchema,
  inviterSaveRequest,
  orderRecordSchema,
  pageRequest,
  payByPointRequest,
  userSettingsSaveRequest,
  userSettingsSchema,
  videoClaimRequest,
  videoCodeResponse,
  videoStatusRequest,
  videoStatusResponse,
  vipInfoSchema,
  vipLevelListResponse,
} from '../credits.ts';
import {
  downStartRequest,
  downStartResponse,
  fileInfoSchema,
  fileQueryRequest,
  fileTipsRequest,
  fileTipsResponse,
  transDataQuery,
  transDataResponse,
  transStartRequest,
  transStartResponse,
  uploadConfigRequest,
  uploadConfigResponse,
} from '../file.ts';
import {
  feeRulesResponse,
  funcCategoryListResponse,
  funcQueryRequest,
  funcQueryResponse,
  funcSearchRequest,
  funcSearchResponse,
  systemInformationSchema,
} from '../func.ts';
import { ipInfoSchema, ipQueryRequest, mapConfigSchema, pingResponse } from '../network.ts';
import {
  appletPayParamsSchema,
  appletPayRequest,
  funcPayResultRequest,
  funcPayTradeRequest,
  funcPayTradeStatusSchema,
  queryTradeRequest,
  tradeRequest,
  tradeResponseSchema,
  tradeStatusSchema,
} from '../payment.ts';
import {
  pageResponseOf,
  taskPageRequest,
  taskPageResponse,
  taskQueryRequest,
  taskSchema,
  taskSubmitRequest,
  taskSubmitResponse,
} from '../task.ts';
import {
  currentUserResponse,
  desktopHandoverLoginRequest,
  desktopHandoverResponse,
  googleSignInRequest,
  loginByEmailRequest,
  loginByPhoneRequest,
  loginConfigResponse,
  loginInfoSchema,
  logoutRequest,
  protocolRequest,
  protocolResponse,
  qrCodeRequest,
  qrCodeResponse,
  qrLoginRequest,
  qrQueryRequest,
  qrQueryResponse,
  registerByEmailRequest,
  resetPasswordRequest,
  revokeSessionRequest,
  sendEmailCodeForOpenRequest,
  sendEmailCodeForUserRequest,
  sendEmailCodeResponse,
  sendLoginSmsRequest,
  sendLoginSmsResponse,
  smsCaptchaRequest,
  sessionInfoSchema,
  smsCaptchaResponse,
  updatePasswordRequest,
} from '../user.ts';
import { endpoint } from './endpoint.ts';
import { gptEndpoints } from './gpt.ts';
import { lifeEndpoints } from './life.ts';
import { favouriteEndpoints } from './favourites.ts';
import { feedbackEndpoints } from './feedback.ts';
import { operatorEndpoints } from './operator.ts';
import { operatorContentEndpoints } from './operator-content.ts';
import { operatorMoneyEndpoints } from './operator-money.ts';
import { operatorResultPayEndpoints } from './operator-result-pay.ts';
import { operatorDashboardEndpoints } from './operator-dashboard.ts';
import { partnerEndpoints } from './partner.ts';
import { siteContentEndpoints } from './site-content.ts';
import { paths, payPaths } from './paths.ts';

/** A call that takes no parameters (any body is ignored). */
const noInput = z.object({}).loose();
const nothing = z.null();

/** The payment family: each served under /ut/v1, /ut/i2 and /ut/p3. */
export const payEndpoints = {
  useFunc: endpoint(payPaths.useFunc, 'user', funcUseRequest, funcUseResponse, 'pay'),
  useFuncTourist: endpoint(payPaths.useFuncTourist, 'any', funcUseRequest, funcUseResponse, 'pay'),
  quoteFunc: endpoint(payPaths.quoteFunc, 'user', funcUseRequest, funcUseQuote, 'pay'),
  quoteFuncTourist: endpoint(payPaths.quoteFuncTourist, 'any', funcUseRequest, funcUseQuote, 'pay'),
  credits: endpoint(payPaths.credits, 'user', creditsQueryRequest, currentCreditsSchema, 'pay'),
  creditsTourist: endpoint(payPaths.creditsTourist, 'any', creditsQueryRequest, currentCreditsSchema, 'pay'),
  vipInfo: endpoint(payPaths.vipInfo, 'user', creditsQueryRequest, vipInfoSchema, 'pay'),
  creditRecords: endpoint(
    payPaths.creditRecords,
    'user',
    pageRequest,
    pageResponseOf(creditChangeRecordSchema),
    'pay',
  ),
  levels: endpoint(payPaths.levels, 'any', noInput, vipLevelListResponse, 'pay'),
  orderRecords: endpoint(
    payPaths.orderRecords,
    'user',
    pageRequest,
    pageResponseOf(orderRecordSchema),
    'pay',
  ),
  createOrder: endpoint(payPaths.createOrder, 'user', createOrderRequest, createOrderResponse, 'pay'),
  payByPoint: endpoint(payPaths.payByPoint, 'user', payByPointRequest, orderRecordSchema, 'pay'),
  wechatTrade: endpoint(payPaths.wechatTrade, 'user', tradeRequest, tradeResponseSchema, 'pay'),
  wechatAppletTrade: endpoint(payPaths.wechatAppletTrade, 'user', tradeRequest, tradeResponseSchema, 'pay'),
  alipayTrade: endpoint(payPaths.alipayTrade, 'user', tradeRequest, tradeResponseSchema, 'pay'),
  paypalTrade: endpoint(payPaths.paypalTrade, 'user', tradeRequest, tradeResponseSchema, 'pay'),
  queryTrade: endpoint(payPaths.queryTrade, 'user', queryTradeRequest, tradeStatusSchema, 'pay'),
};

/** Every other JSON call. */
export const endpoints = {
  // The catalogue and the site.
  systemInformation: endpoint(paths.systemInformation, 'any', noInput, systemInformationSchema),
  funcQuery: endpoint(paths.funcQuery, 'any', funcQueryRequest, funcQueryResponse),
  funcSearch: endpoint(paths.funcSearch, 'any', funcSearchRequest, funcSearchResponse),
  feeRules: endpoint(paths.feeRules, 'any', noInput, feeRulesResponse),
  funcCategories: endpoint(paths.funcCategories, 'any', noInput, funcCategoryListResponse),
  protocol: endpoint(paths.protocol, 'any', protocolRequest, protocolResponse),
  // Network tools.
  myIp: endpoint(paths.myIp, 'any', noInput, ipInfoSchema),
  ipQuery: endpoint(paths.ipQuery, 'any', ipQueryRequest, ipInfoSchema),
  mapConfig: endpoint(paths.mapConfig, 'any', noInput, mapConfigSchema),
  ping: endpoint(paths.ping, 'any', noInput, pingResponse),
  // Accounts.
  emailCodeForOpen: endpoint(
    paths.emailCodeForOpen,
    'any',
    sendEmailCodeForOpenRequest,
    sendEmailCodeResponse,
  ),
  emailCodeForUser: endpoint(
    paths.emailCodeForUser,
    'user',
    sendEmailCodeForUserRequest,
    sendEmailCodeResponse,
  ),
  registerByEmail: endpoint(paths.registerByEmail, 'any', registerByEmailRequest, loginInfoSchema),
  loginByEmail: endpoint(paths.loginByEmail, 'any', loginByEmailRequest, loginInfoSchema),
  loginByGoogle: endpoint(paths.loginByGoogle, 'any', googleSignInRequest, loginInfoSchema),
  registerByGoogle: endpoint(paths.registerByGoogle, 'any', googleSignInRequest, loginInfoSchema),
  updatePassword: endpoint(paths.updatePassword, 'user', updatePasswordRequest, nothing),
  resetPassword: endpoint(paths.resetPassword, 'any', resetPasswordRequest, nothing),
  currentUser: endpoint(paths.currentUser, 'user', noInput, currentUserResponse),
  logout: endpoint(paths.logout, 'optional', logoutRequest, nothing),
  loginConfig: endpoint(paths.loginConfig, 'any', noInput, loginConfigResponse),
  smsCaptcha: endpoint(paths.smsCaptcha, 'any', smsCaptchaRequest, smsCaptchaResponse),
  loginCaptcha: endpoint(paths.loginCaptcha, 'any', noInput, smsCaptchaResponse),
  createDesktopHandover: endpoint(paths.createDesktopHandover, 'user', noInput, desktopHandoverResponse),
  clientRegister: endpoint(paths.clientRegister, 'any', clientRegisterRequest, clientRegisterResponse),
  clientQuery: endpoint(paths.clientQuery, 'any', clientQueryRequest, clientInfoSchema),
  loginByDesktopHandover: endpoint(
    paths.loginByDesktopHandover,
    'any',
    desktopHandoverLoginRequest,
    loginInfoSchema,
  ),
  listSessions: endpoint(paths.listSessions, 'user', noInput, sessionInfoSchema.array()),
  revokeSession: endpoint(paths.revokeSession, 'user', revokeSessionRequest, nothing),
  sendLoginSms: endpoint(paths.sendLoginSms, 'any', sendLoginSmsRequest, sendLoginSmsResponse),
  loginByPhone: endpoint(paths.loginByPhone, 'any', loginByPhoneRequest, loginInfoSchema),
  qrCode: endpoint(paths.qrCode, 'any', qrCodeRequest, qrCodeResponse),
  qrQuery: endpoint(paths.qrQuery, 'any', qrQueryRequest, qrQueryResponse),
  qrLogin: endpoint(paths.qrLogin, 'any', qrLoginRequest, loginInfoSchema),
  // Credits, invites, settings, video reward.
  funcPayByPoint: endpoint(paths.funcPayByPoint, 'user', funcPayByPointRequest, funcPayResultSchema),
  funcPayByPointTourist: endpoint(
    paths.funcPayByPointTourist,
    'any',
    funcPayByPointRequest,
    funcPayResultSchema,
  ),
  funcPayPage: endpoint(paths.funcPayPage, 'user', pageRequest, pageResponseOf(funcPayRecordSchema)),
  exchangePointPage: endpoint(
    paths.exchangePointPage,
    'user',
    pageRequest,
    pageResponseOf(creditChangeRecordSchema),
  ),
  exchangePointLast: endpoint(paths.exchangePointLast, 'user', noInput, exchangePointLastResponse),
  inviterSave: endpoint(paths.inviterSave, 'user', inviterSaveRequest, inviterInfoSchema),
  inviterGet: endpoint(paths.inviterGet, 'user', noInput, inviterInfoSchema),
  videoCode: endpoint(paths.videoCode, 'user', videoStatusRequest, videoCodeResponse),
  videoStatus: endpoint(paths.videoStatus, 'user', videoStatusRequest, videoStatusResponse),
  videoClaim: endpoint(paths.videoClaim, 'any', videoClaimRequest, videoStatusResponse),
  settingsGet: endpoint(paths.settingsGet, 'user', noInput, userSettingsSchema),
  settingsSave: endpoint(paths.settingsSave, 'user', userSettingsSaveRequest, userSettingsSchema),
  // Paying one result.
  funcPayWechatTrade: endpoint(paths.funcPayWechatTrade, 'user', funcPayTradeRequest, tradeResponseSchema),
  funcPayWechatAppletTrade: endpoint(
    paths.funcPayWechatAppletTrade,
    'user',
    funcPayTradeRequest,
    tradeResponseSchema,
  ),
  funcPayTradeResult: endpoint(
    paths.funcPayTradeResult,
    'user',
    funcPayResultRequest,
    funcPayTradeStatusSchema,
  ),
  appletPayParams: endpoint(paths.appletPayParams, 'any', appletPayRequest, appletPayParamsSchema),
  // Files and server tasks.
  uploadConfig: endpoint(paths.uploadConfig, 'optional', uploadConfigRequest, uploadConfigResponse),
  transStart: endpoint(paths.transStart, 'optional', transStartRequest, transStartResponse),
  /** One upload chunk: the request schema reads the query string; the body is the chunk's raw bytes. */
  transData: endpoint(paths.transData, 'optional', transDataQuery, transDataResponse),
  fileQuery: endpoint(paths.fileQuery, 'optional', fileQueryRequest, fileInfoSchema),
  downStart: endpoint(paths.downStart, 'optional', downStartRequest, downStartResponse),
  fileTips: endpoint(paths.fileTips, 'any', fileTipsRequest, fileTipsResponse),
  taskSubmit: endpoint(paths.taskSubmit, 'optional', taskSubmitRequest, taskSubmitResponse),
  taskQuery: endpoint(paths.taskQuery, 'optional', taskQueryRequest, taskSchema),
  taskPage: endpoint(paths.taskPage, 'optional', taskPageRequest, taskPageResponse),
  // The AI writers (their answers are server-sent events, see gpt.ts).
  ...gptEndpoints,
  // Trip plan share links and the holiday calendar.
  ...lifeEndpoints,
  // The home page's living parts and the community calls.
  ...favouriteEndpoints,
  ...siteContentEndpoints,
  ...feedbackEndpoints,
  ...partnerEndpoints,
  ...operatorEndpoints,
  ...operatorContentEndpoints,
  ...operatorMoneyEndpoints,
  ...operatorResultPayEndpoints,
  ...operatorDashboardEndpoints,
};

export type Endpoints = typeof endpoints;
export type PayEndpoints = typeof payEndpoints;
