/** An input the finance engines refuse; `code` picks the translated message, `params` fill it. */
export class FinanceError extends Error {
  override name = 'FinanceError';
  constructor(
    readonly code: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
}
