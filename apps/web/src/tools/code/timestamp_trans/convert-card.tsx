import { useId, type ReactNode } from 'react';
import { ResultList } from './result-list.tsx';

/**
 * One direction of the conversion: a titled card with its inputs in a row, then the results, or the
 * reason there are none (`invalid`) when the input is not understood.
 */
export function ConvertCard(props: {
  title: string;
  inputs: ReactNode;
  /** Under the inputs: a hint on what may be typed. */
  hint?: ReactNode;
  rows: Array<[label: string, value: string]> | null;
  invalid: string | null;
  testId: string;
}) {
  const titleId = useId();
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 className="ts-title" id={titleId}>
        {props.title}
      </h2>
      <div className="ts-row">{props.inputs}</div>
      {props.hint}
      {props.rows ? (
        <ResultList rows={props.rows} testId={props.testId} />
      ) : props.invalid ? (
        <p className="notice notice-error" role="alert">
          {props.invalid}
        </p>
      ) : null}
    </section>
  );
}
