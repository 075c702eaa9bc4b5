import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import './text-file.css';

/** The "Open file" button of a text field: its text, what the picker offers, and what to do with the file. */
export interface OpenTextFile {
  label: ReactNode;
  /** The file input's `accept`. */
  accept: string;
  /** Gets the picked file; each tool reads it its own way (plain UTF-8, or with a GB 18030 fallback). */
  onFile: (file: File) => void;
}

interface TextFileFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
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
 * tools' inputs (compare, JSON, Base64). Every other prop goes to the textarea.
 */
export function TextFileField(props: TextFileFieldProps) {
  const { label, open, fieldClassName, id: givenId, children, ...area } = props;
  const generated = useId();
  const id = givenId ?? generated;
  const labelTag = <label htmlFor={id}>{label}</label>;
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
                if (file) open.onFile(file);
                e.target.value = ''; // the same file can be opened again
              }}
            />
          </label>
        </div>
      ) : (
        labelTag
      )}
      <textarea id={id} {...area} />
      {children}
    </div>
  );
}
