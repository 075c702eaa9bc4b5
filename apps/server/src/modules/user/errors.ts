import { accountFormMessage, Code, UserCode, type AccountFormRule } from '@toolbox/contracts';
import { AppError } from '../../http/errors.ts';
import { accountMessages } from '../auth/messages.ts';

/** Every failing form rule in one answer, messages joined by newlines (spec section 5). */
export function formError(rules: readonly AccountFormRule[]): AppError {
  return new AppError(
    Code.badRequest,
    { en: accountFormMessage(rules, 'en'), 'zh-CN': accountFormMessage(rules, 'zh-CN') },
    {},
    400,
  );
}

export const invalidCode = () =>
  new AppError(UserCode.verifyCodeInvalid, accountMessages.verifyCodeInvalid, {}, 400);
export const tooManyRequests = () =>
  new AppError(Code.tooManyRequests, accountMessages.tooManyRequests, {}, 429);
export const operationFailed = () =>
  new AppError(UserCode.operationFailed, accountMessages.operationFailed, {}, 400);
export const captchaRequired = () =>
  new AppError(UserCode.captchaRequired, accountMessages.captchaRequired, {}, 400);
export const captchaInvalid = () =>
  new AppError(UserCode.captchaInvalid, accountMessages.captchaInvalid, {}, 400);
