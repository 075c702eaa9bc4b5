import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { Field } from './form-parts.tsx';

/** An image captcha as the server sends it: its id and a data URL of the picture. */
export interface Captcha {
  id: string;
  image: string;
}

/** The image-code field: the picture (click for a new one) beside the input. */
export function CaptchaField(props: {
  captcha: Captcha | null;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  hint?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('auth.phone.captcha')}
      hint={props.hint}
      name="captcha"
      autoComplete="off"
      maxLength={8}
      value={props.value}
      disabled={!props.captcha}
      onChange={(event) => props.onChange(event.target.value)}
      after={
        <button
          type="button"
          className="auth-captcha"
          onClick={props.onRefresh}
          aria-label={t('auth.phone.refreshCaptcha')}
          title={t('auth.phone.refreshCaptcha')}
        >
          {props.captcha ? (
            <img src={props.captcha.image} alt={t('auth.phone.captchaAlt')} data-testid="captcha-image" />
          ) : (
            <span className="auth-captcha-empty">
              <Icon name="refresh" size={18} />
            </span>
          )}
        </button>
      }
    />
  );
}
