import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPoints } from '../../../features/credits/points-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { controlledStream, fakeWriterServer } from '../kit/writer/test-server.ts';
import SmartTextGenerator from './ui.tsx';

const code = 'smart_text_generator';

describe('smart_text_generator', () => {
  afterEach(() => {
    resetPoints();
    vi.unstubAllGlobals();
  });

  it('sends the kind, audience, tone and keywords split at commas of either width', async () => {
    const server = fakeWriterServer(code, [controlledStream()]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<SmartTextGenerator />, { toolCode: code });
    fireEvent.change(await screen.findByLabelText('What to write'), { target: { value: 'speech' } });
    fireEvent.change(screen.getByLabelText('Topic and wishes'), {
      target: { value: 'Opening of the new library' },
    });
    fireEvent.change(screen.getByLabelText('Audience (optional)'), { target: { value: 'parents' } });
    fireEvent.change(screen.getByLabelText('Keywords (optional)'), {
      target: { value: 'books, 阅读，community,,' },
    });
    fireEvent.change(screen.getByLabelText('Tone'), { target: { value: 'formal' } });
    fireEvent.change(screen.getByLabelText('Write in'), { target: { value: 'zh-CN' } });
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: 'long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Write it' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Run for free' }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]!.body.input).toEqual({
      kind: 'speech',
      topic: 'Opening of the new library',
      audience: 'parents',
      tone: 'formal',
      language: 'zh-CN',
      length: 'long',
      keywords: ['books', '阅读', 'community'],
    });
  });
});
