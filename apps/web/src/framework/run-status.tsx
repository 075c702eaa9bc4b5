import { useTranslation } from 'react-i18next';

/**
 * What a tool shows beside its run button while it works: the status text (announced politely), a
 * progress bar once there is something to count, and Cancel.
 */
export function RunStatus(props: {
  status: string;
  progress?: { done: number; total: number } | null;
  progressLabel?: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { progress } = props;
  return (
    <>
      <span role="status">{props.status}</span>
      {progress ? (
        <progress value={progress.done} max={progress.total} aria-label={props.progressLabel} />
      ) : null}
      <button type="button" className="btn btn-secondary" onClick={props.onCancel}>
        {t('common.cancel')}
      </button>
    </>
  );
}
