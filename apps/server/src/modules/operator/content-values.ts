import { idPhotoSizesValue, paperSizesValue, siteNoticeValue } from '@toolbox/contracts';
import { HOLIDAY_DICT_CODE, operatorYears } from '../calendar/service.ts';

/**
 * What is wrong with a value an operator saves under a dictionary code the site reads in a known
 * shape (null when nothing): the web would otherwise drop a misshapen entry without a word.
 */
export function dictValueProblem(code: string, value: unknown): string | null {
  const schema = (
    { site_notice: siteNoticeValue, id_photo_sizes: idPhotoSizesValue, paper_sizes: paperSizesValue } as const
  )[code as 'site_notice'];
  if (schema) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return null;
    const issue = parsed.error.issues[0]!;
    return `${issue.path.join('.') || 'value'}: ${issue.message}`;
  }
  if (code === HOLIDAY_DICT_CODE) {
    const { rejected } = operatorYears(value);
    return rejected.length ? rejected.join('; ') : null;
  }
  return null;
}
