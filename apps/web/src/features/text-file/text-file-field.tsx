import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import './text-file.css';

/** The "Open file" button of a text field: its text, what the picker offers, how a file becomes text. */
export interface OpenTextFile {
  label: ReactNode;
  /** The file input's `accept`. */
  accept: string;
  /** How the picked file is read; UTF-8 (`file.text()`) unless given (e.g. with a GB 18030 fallback). */
  read?: (file: File) => Promise<string>;
}

interface TextFileFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  /** Gets the new text, typed or read from a file. */
  onText: (text: string) => void;
  /** With it, an Open file button stands at the right of the label. */
  open?: OpenTextFile;
  /** Extra classes for the wrapping `.field` element. */
  fieldClassName?: string;
  ref?: Ref<HTMLTextAreaElement>;
  /** What stands under the textarea: a character count, a status line. */
  children?: ReactNode;
}

/**
 * A labelled textarea for the text a tool works on, which can also be read from a file: the text
 * tools' inputs (compare, JSON, Base64). `onText` gets the text either way; other props go to the textarea.
 */
export function TextFileField(props: TextFileFieldProps) {
  const { label, value, onText, open, fieldClassName, id: givenId, children, ...area } = props;
  const generated = useId();
  const id = givenId ?? generated;
  const labelTag = <label htmlFor={id}>{label}</label>;
  const readFile = (file: File) => (open?.read ? open.read(file) : file.text());
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : 'field'}>
      {open ? (
        <div className="text-file-head">
          {labelTag}
          <label className="btn btn-ghost text-file-open">
            {open.label}
            <input
              type="file"
              accept={open.accept}
              className="visually-hidden"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void readFile(file).then(onText);
                e.target.value = ''; // the same file can be opened again
              }}
            />
          </label>
        </div>
      ) : (
        labelTag
      )}
      <textarea id={id} value={value} onChange={(e) => onText(e.target.value)} {...area} />
      {children}
    </div>
  );
}
