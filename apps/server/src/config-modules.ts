import { asrSettings, SpeechSettingError } from './modules/asr/provider.ts';
import { CouponSettingError, couponSettings } from './modules/coupon/settings.ts';
import { FreeImageSettingError, freeImageSettings } from './modules/free-image/settings.ts';
import { LlmSettingError, llmSettings } from './modules/gpt/settings.ts';
import { ColorizeModelSettingError, colorizeModelSettings } from './modules/oldphoto/colorize-model.ts';
import { PaymentSettingError, paymentSettings } from './modules/payment/config.ts';
import { ttsSettings } from './modules/tts/provider.ts';

/** Thrown for one bad setting; `message` is the single line printed at start. */
export class ConfigError extends Error {}

/**
 * A module's own settings (payments, LLM_*, FREE_IMAGE_*, TAOBAO_*): a bad one stops the start like
 * any other, naming the variable; the values may be secrets and are never shown.
 */
function moduleSettings<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (
      err instanceof PaymentSettingError ||
      err instanceof LlmSettingError ||
      err instanceof SpeechSettingError ||
      err instanceof ColorizeModelSettingError ||
      err instanceof FreeImageSettingError ||
      err instanceof CouponSettingError
    )
      throw new ConfigError(`Invalid setting ${err.key}: ${err.message}`);
    throw err;
  }
}

/**
 * The settings the modules read themselves, checked at start. The speech services (ASR_*, TTS_*)
 * and the colourisation model (COLORIZE_MODEL*) are read again by their tasks, so only checked here.
 */
export function moduleConfig(env: Record<string, string | undefined>) {
  moduleSettings(() => [asrSettings(env), ttsSettings(env), colorizeModelSettings(env)]);
  return {
    payment: moduleSettings(() => paymentSettings(env)),
    llm: moduleSettings(() => llmSettings(env)),
    freeImage: moduleSettings(() => freeImageSettings(env)),
    coupon: moduleSettings(() => couponSettings(env)),
  };
}
