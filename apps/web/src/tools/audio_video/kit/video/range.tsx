import { checkCutRange, formatTimecode, type CutRange } from '@toolbox/toolkit/video';
import { ToolError } from '../../../../framework/tool-error.tsx';
import { useToolTranslation } from '../../../../framework/tool-context.ts';
import { InputField } from '../../../../ui/field.tsx';

/**
 * Start and end fields (HH:MM:SS or HH:MM:SS.ms) with "from the player" buttons that copy the player's
 * current time into a field.
 */
export function TimeRangeFields(props: {
  start: string;
  end: string;
  onStart: (text: string) => void;
  onEnd: (text: string) => void;
  player?: React.RefObject<HTMLVideoElement | null>;
}) {
  const { t } = useToolTranslation();
  const fromPlayer = (set: (text: string) => void) => () => {
    const time = props.player?.current?.currentTime;
    if (time !== undefined) set(formatTimecode(time));
  };
  return (
    <div className="video-kit-row">
      <InputField
        label={t('start')}
        hint={t('timeHint')}
        value={props.start}
        spellCheck={false}
        onChange={(e) => props.onStart(e.target.value)}
      />
      {props.player ? (
        <button type="button" className="btn btn-secondary" onClick={fromPlayer(props.onStart)}>
          {t('startHere')}
        </button>
      ) : null}
      <InputField
        label={t('end')}
        hint={t('timeHint')}
        value={props.end}
        spellCheck={false}
        onChange={(e) => props.onEnd(e.target.value)}
      />
      {props.player ? (
        <button type="button" className="btn btn-secondary" onClick={fromPlayer(props.onEnd)}>
          {t('endHere')}
        </button>
      ) : null}
    </div>
  );
}

/** The checked range, or a thrown ToolError the page shows translated (`range_*` codes). */
export function rangeOrThrow(start: string, end: string, length: number): Extract<CutRange, { ok: true }> {
  const range = checkCutRange(start, end, length);
  if (!range.ok) throw new ToolError(`range_${range.error}`, { length: formatTimecode(length) });
  return range;
}

/** The range fields' words and errors; spread into a tool's locales next to `videoKitStrings`. */
export const rangeStrings = {
  'zh-CN': {
    start: '开始时间',
    end: '结束时间',
    timeHint: '格式 HH:MM:SS 或 HH:MM:SS.ms，例如 00:01:05.250',
    startHere: '用播放器当前位置作开始',
    endHere: '用播放器当前位置作结束',
    errors: {
      range_start_format: '开始时间格式不对，请写成 HH:MM:SS 或 HH:MM:SS.ms。',
      range_end_format: '结束时间格式不对，请写成 HH:MM:SS 或 HH:MM:SS.ms。',
      range_end_not_after_start: '结束时间必须晚于开始时间。',
      range_beyond_length: '开始和结束时间都不能超过视频时长 {{length}}。',
    },
  },
  en: {
    start: 'Start',
    end: 'End',
    timeHint: 'HH:MM:SS or HH:MM:SS.ms, e.g. 00:01:05.250',
    startHere: 'Start at the player’s position',
    endHere: 'End at the player’s position',
    errors: {
      range_start_format: 'The start time is not in the form HH:MM:SS or HH:MM:SS.ms.',
      range_end_format: 'The end time is not in the form HH:MM:SS or HH:MM:SS.ms.',
      range_end_not_after_start: 'The end time must be after the start time.',
      range_beyond_length: 'Neither the start nor the end may be beyond the video’s length, {{length}}.',
    },
  },
};
