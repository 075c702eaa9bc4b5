import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { CopyButton } from '../../../../framework/copy-button.tsx';
import { TextAreaField } from '../../../../ui/field.tsx';
import './text-panes.css';

interface TextPaneProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** Extra classes for the pane (the tool's sizes). */
  className?: string;
  /** What stands under the box: a count, buttons, a file input. */
  children?: ReactNode;
}

/** A labelled text box with the tool's own line of controls under it. Other props go to the textarea. */
export function TextPane(props: TextPaneProps) {
  const { label, className, children, ...area } = props;
  return (
    <div className={className ? `text-pane ${className}` : 'text-pane'}>
      <TextAreaField label={label} {...area} />
      {children}
    </div>
  );
}

/**
 * A tool's result: a labelled read-only box and, under it, Copy followed by the tool's own buttons
 * (in a line with `footClassName`, `row` unless given).
 */
export function ResultPane(
  props: Omit<TextPaneProps, 'value' | 'onChange' | 'readOnly'> & { value: string; footClassName?: string },
) {
  const { value, footClassName, children, ...pane } = props;
  return (
    <TextPane value={value} readOnly spellCheck={false} {...pane}>
      <div className={footClassName ?? 'row'}>
        <CopyButton text={() => value} disabled={!value} />
        {children}
      </div>
    </TextPane>
  );
}
