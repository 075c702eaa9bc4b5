import { forwardRef, useRef } from 'react';

/**
 * The text field the player types into. Plain keys and phone keyboards arrive as input events;
 * input-method text (pinyin → 汉字) is taken only when the composition ends, so half-composed
 * pinyin never counts. The field is emptied after each piece of text is handed on.
 */
export const TypeInput = forwardRef<
  HTMLInputElement,
  {
    id: string;
    label: string;
    placeholder: string;
    disabled: boolean;
    onText: (text: string) => void;
    onBackspace: () => void;
    onEscape: () => void;
  }
>(function TypeInput(props, ref) {
  const composing = useRef(false);
  const take = (el: HTMLInputElement, text: string) => {
    el.value = '';
    if (text) props.onText(text);
  };
  return (
    <input
      ref={ref}
      id={props.id}
      className="wd-input"
      type="text"
      aria-label={props.label}
      placeholder={props.placeholder}
      disabled={props.disabled}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="done"
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(e) => {
        composing.current = false;
        take(e.currentTarget, e.data);
      }}
      onChange={(e) => {
        const native = e.nativeEvent as InputEvent;
        if (composing.current || native.isComposing) return;
        take(e.currentTarget, e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.nativeEvent.isComposing) return;
        if (e.key === 'Backspace' && e.currentTarget.value === '') {
          e.preventDefault();
          props.onBackspace();
        } else if (e.key === 'Escape') {
          e.preventDefault();
          props.onEscape();
        }
      }}
    />
  );
});
