import { useCallback, useState, type FormEvent } from 'react';
import { Icon } from './icons.tsx';
import './search.css';

/** A paged search's state: waiting for a first query, asking, answered, or failed with the message. */
export type SearchState<Answer> =
  | { kind: 'idle' }
  | { kind: 'loading'; q: string; page: number }
  | { kind: 'done'; q: string; page: number; answer: Answer }
  | { kind: 'error'; q: string; page: number; message: string };

/** The text of a thrown error, for a message on the page. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `run(q, page)` asks `fetch` (one answer at a time shown: the last asked) and keeps the state. */
export function usePagedSearch<Answer>(
  fetch: (q: string, page: number) => Promise<Answer>,
  initial: SearchState<Answer> = { kind: 'idle' },
) {
  const [state, setState] = useState<SearchState<Answer>>(initial);
  const run = useCallback(
    (q: string, page: number) => {
      setState({ kind: 'loading', q, page });
      fetch(q, page).then(
        (answer) => setState({ kind: 'done', q, page, answer }),
        (error: unknown) => setState({ kind: 'error', q, page, message: messageOf(error) }),
      );
    },
    [fetch],
  );
  return { state, run };
}

/** The search box of a tool: a labelled search field and its button, as one search landmark. */
export function SearchForm(props: {
  id: string;
  label: string;
  placeholder: string;
  submit: string;
  required?: boolean;
  onSearch: (q: string) => void;
}) {
  const [input, setInput] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (input.trim() || !props.required) props.onSearch(input.trim());
  };
  return (
    <form className="card search-form" role="search" onSubmit={submit}>
      <label className="search-form-label" htmlFor={props.id}>
        {props.label}
      </label>
      <div className="search-form-row">
        <input
          id={props.id}
          className="input"
          type="search"
          required={props.required}
          value={input}
          maxLength={100}
          placeholder={props.placeholder}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          <Icon name="search" />
          {props.submit}
        </button>
      </div>
    </form>
  );
}

/** A failed search's message with a button that asks again. */
export function RetryNotice(props: { message: string; retry: string; onRetry: () => void; testId: string }) {
  return (
    <div className="notice" role="alert" data-testid={props.testId}>
      <Icon name="alert" />
      <span>{props.message}</span>
      <button type="button" className="btn btn-secondary" onClick={props.onRetry}>
        {props.retry}
      </button>
    </div>
  );
}
