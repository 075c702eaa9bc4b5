import { FileInput } from '../../../../framework/file-input.tsx';
import { ErrorMessage } from '../../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { IMAGE_ACCEPT } from '../../../../features/image-batch/image-batch.tsx';
import type { useSingleImage } from './use-single-image.ts';

/** A single-image tool's input: choose the image, then "loading" while its preview is read, or why not. */
export function SingleImageInput(props: {
  single: Pick<ReturnType<typeof useSingleImage>, 'loading' | 'error' | 'pick'>;
}) {
  const { t } = useToolTranslation();
  const { single } = props;
  return (
    <>
      <FileInput
        accept={IMAGE_ACCEPT}
        onFiles={([file]) => file && void single.pick(file)}
        label={t('choose')}
        hint={t('hint')}
      />
      {single.loading ? <p role="status">{t('preview.loading', { name: single.loading })}</p> : null}
      <ErrorMessage error={single.error} />
    </>
  );
}
