import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ToolError } from './tool-error.tsx';
import { ToolTemplate, useToolRun, type RunContext } from './tool-template.tsx';

/** A job the test drives by hand: it reports progress when told and ends when resolved or failed. */
function manualJob() {
  const control = {
    context: null as RunContext | null,
    finish: (_value: string) => {},
    fail: (_error: unknown) => {},
  };
  const job = (context: RunContext) =>
    new Promise<string>((resolve, reject) => {
      control.context = context;
      control.finish = resolve;
      control.fail = reject;
      context.signal.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError')));
    });
  return { control, job };
}

function Harness(props: { job: (context: RunContext) => Promise<string>; total?: number }) {
  const run = useToolRun<string>();
  const [option, setOption] = useState('a');
  return (
    <ToolTemplate
      run={run}
      input={<p>input</p>}
      options={
        <button type="button" onClick={() => (setOption(option === 'a' ? 'b' : 'a'), run.stale())}>
          option {option}
        </button>
      }
      action={{
        label: 'Go',
        onRun: () => void run.start(props.job, props.total),
        status: run.progress ? `${run.progress.done} of ${run.progress.total}` : 'Working',
        progressLabel: 'Going',
      }}
      note={<p>privacy</p>}
      results={run.result ? <p>{run.result}</p> : null}
    />
  );
}

describe('ToolTemplate and useToolRun', () => {
  it('shows the status and progress while a run works, then its result; a change makes it stale', async () => {
    const { control, job } = manualJob();
    renderWithProviders(<Harness job={job} total={4} />);
    const go = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement;
    fireEvent.click(go);
    expect(screen.getByText('0 of 4').getAttribute('role')).toBe('status');
    expect(go.disabled).toBe(true);
    act(() => control.context?.onProgress(3, 4));
    expect(screen.getByText('3 of 4').getAttribute('role')).toBe('status');
    expect((screen.getByRole('progressbar', { name: 'Going' }) as HTMLProgressElement).value).toBe(3);
    await act(async () => control.finish('made it'));
    expect(screen.getByText('made it')).toBeTruthy();
    expect(screen.queryByText('3 of 4')).toBeNull();
    expect(go.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'option a' }));
    expect(screen.queryByText('made it')).toBeNull();
  });

  it('Cancel aborts the run without an error; a failure shows the error in the user language', async () => {
    const { control, job } = manualJob();
    renderWithProviders(<Harness job={job} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Working').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(control.context?.signal.aborted).toBe(true);
    expect(screen.queryByText('Working')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await act(async () => control.fail(new ToolError('pdf_encrypted', { name: 'a.pdf' })));
    expect(screen.getByRole('alert').textContent).toBe(
      'PDF file [a.pdf] is encrypted, please remove it and try again',
    );
    expect(screen.queryByText('Working')).toBeNull();
  });
});
