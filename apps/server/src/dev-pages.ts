/**
 * Whether the dev pages (outbox, QR confirm, captcha answers, video-ad stand-in) are served: as
 * DEV_OUTBOX says, else only while no SMTP server is configured (see config.ts).
 */
export function devPagesOn(config: { devOutbox?: boolean; smtpUrl?: string }): boolean {
  return config.devOutbox ?? !config.smtpUrl;
}
