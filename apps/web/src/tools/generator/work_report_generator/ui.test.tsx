import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPoints } from '../../../features/credits/points-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { controlledStream, fakeWriterServer } from '../kit/writer/test-server.ts';
import WorkReportGenerator from './ui.tsx';

const code = 'work_report_generator';

describe('work_report_generator', () => {
  afterEach(() => {
    resetPoints();
    vi.unstubAllGlobals();
  });

  it('sends the week’s items one per line, without bullets or blank lines', async () => {
    const server = fakeWriterServer(code, [controlledStream()]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<WorkReportGenerator />, { toolCode: code });
    fireEvent.change(await screen.findByLabelText('Your role (optional)'), { target: { value: 'QA lead' } });
    fireEvent.change(screen.getByLabelText('What you did'), {
      target: { value: '- Tested the login page\n\n2. Wrote 40 cases\n• Trained a new colleague' },
    });
    expect(screen.getByText('One item a line, up to 30 (3 so far).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Report'), { target: { value: 'monthly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write it' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Run for free' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]!.body).toMatchObject({
      code,
      input: {
        period: 'monthly',
        role: 'QA lead',
        items: ['Tested the login page', 'Wrote 40 cases', 'Trained a new colleague'],
        tone: 'formal',
      },
    });
  });

  it('refuses more than 30 items before asking the server', async () => {
    const server = fakeWriterServer(code, []);
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<WorkReportGenerator />, { toolCode: code });
    const items = Array.from({ length: 31 }, (_, i) => `Item ${i + 1}`).join('\n');
    fireEvent.change(await screen.findByLabelText('What you did'), { target: { value: items } });
    expect(screen.getByText('At most 30 items: there are 31.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write it' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sent).toHaveLength(0);
  });
});
