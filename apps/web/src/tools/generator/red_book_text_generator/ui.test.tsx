import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPoints } from '../../../features/credits/points-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { controlledStream, fakeWriterServer, startEvent } from '../kit/writer/test-server.ts';
import RedBookTextGenerator from './ui.tsx';

const code = 'red_book_text_generator';

describe('red_book_text_generator', () => {
  afterEach(() => {
    resetPoints();
    vi.unstubAllGlobals();
  });

  it('sends the topic, points, emoji and hashtag count, and shows the note with its emoji as written', async () => {
    const stream = controlledStream();
    const server = fakeWriterServer(code, [stream]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<RedBookTextGenerator />, { toolCode: code });
    fireEvent.change(await screen.findByLabelText('What the post is about'), {
      target: { value: 'Hangzhou weekend' },
    });
    fireEvent.change(screen.getByLabelText('Points or experiences to mention (optional)'), {
      target: { value: 'West Lake at dawn\nLonggong tea' },
    });
    fireEvent.change(screen.getByLabelText('Emoji'), { target: { value: 'some' } });
    fireEvent.change(screen.getByLabelText('Number of hashtags (3–10)'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write it' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Run for free' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]!.body.input).toMatchObject({
      topic: 'Hangzhou weekend',
      points: 'West Lake at dawn\nLonggong tea',
      emoji: 'some',
      hashtags: 8,
    });
    await act(async () => {
      stream.send('start', startEvent({ code }));
      stream.send('delta', { text: '🌅 西湖日出\n' });
      stream.send('delta', { text: '#杭州 #周末' });
    });
    await waitFor(() =>
      expect(screen.getByTestId('writer-text').textContent).toBe('🌅 西湖日出\n#杭州 #周末'),
    );
  });
});
