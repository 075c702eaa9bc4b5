import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moduleScale, qrMatrix, qrSvg } from '@toolbox/toolkit/generators';

/** Links that open the WeChat mini-program: URL Scheme and URL Link short links. */
export const MINI_PROGRAM_PREFIXES = ['weixin://dl/business', 'https://wxaurl.cn/'] as const;

/** The spec: a mini-program window opened for the jump closes itself after 1 s. */
export const JUMP_CLOSE_MS = 1_000;

export function isMiniProgramLink(url: string): boolean {
  return MINI_PROGRAM_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** A QR code drawn here from `text` (used when the server sent no image). */
export function QrImage(props: { text: string; image?: string | null; alt: string; size?: number }) {
  const size = props.size ?? 200;
  const svg = useMemo(() => {
    if (props.image) return null;
    const matrix = qrMatrix(props.text, 'M');
    const scale = moduleScale(matrix, 4, size);
    return qrSvg(matrix, scale, { foreground: '#000000', background: '#ffffff', margin: 4 });
  }, [props.text, props.image, size]);
  const src = props.image ?? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg ?? '')}`;
  return (
    <img className="credits-qr" src={src} alt={props.alt} width={size} height={size} data-testid="pay-qr" />
  );
}

/**
 * The mini-program jump of the spec: the QR code, a jump button and a note to screenshot and scan
 * when the jump fails. With `auto`, the jump opens on mount and its window closes after 1 s.
 */
export function MiniProgramJump(props: {
  url: string;
  qrImage?: string | null;
  auto?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  const { url, auto } = props;
  const jump = () => {
    const opened = window.open(url, '_blank');
    // A mini-program link hands over to WeChat and leaves an empty tab behind: close it.
    if (opened && isMiniProgramLink(url)) setTimeout(() => opened.close(), JUMP_CLOSE_MS);
  };
  useEffect(() => {
    if (auto && isMiniProgramLink(url)) jump();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, [url, auto]);
  return (
    <div className="mini-jump" data-testid="mini-program-jump">
      <QrImage text={url} image={props.qrImage} alt={t('credits.order.qrAlt')} />
      <button type="button" className="btn btn-primary" onClick={jump}>
        {props.label ?? t('credits.order.jump')}
      </button>
      <p className="muted">{t('credits.order.jumpHint')}</p>
    </div>
  );
}
