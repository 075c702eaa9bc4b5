// Its own module: auth/context.ts holds one, and captcha.ts reads auth/context.ts (no import cycle).
/**
 * Dev pages only (cn): the plain answers of the latest captchas, read at GET /dev/captcha?id=, so a
 * person or a browser test can sign in by phone on one machine without reading the picture. Kept in
 * memory, bounded, and never created when the dev pages are off.
 */
export class DevCaptchaAnswers {
  private readonly answers = new Map<string, string>();

  remember(id: string, answer: string): void {
    this.answers.set(id, answer);
    if (this.answers.size > 200) this.answers.delete(this.answers.keys().next().value!);
  }

  answerOf(id: string): string | undefined {
    return this.answers.get(id);
  }
}
