import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPoints } from '../../../features/credits/points-store.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { controlledStream, fakeWriterServer } from '../kit/writer/test-server.ts';
import CommentGenerator from './ui.tsx';

const code = 'comment_generator';

describe('comment_generator', () => {
  afterEach(() => {
    resetPoints();
    vi.unstubAllGlobals();
  });

  it('sends the subject, the stance and how many comments, writing in the page’s language by default', async () => {
    await i18n.changeLanguage('zh-CN');
    const server = fakeWriterServer(code, [controlledStream()]);
    vi.stubGlobal('fetch', server.fetchStub);
    renderWithProviders(<CommentGenerator />, { toolCode: code });
    fireEvent.change(await screen.findByLabelText('对象的情况'), {
      target: { value: '李明，四年级，爱读书，常迟到' },
    });
    fireEvent.change(screen.getByLabelText('评价倾向'), { target: { value: 'critical' } });
    fireEvent.change(screen.getByLabelText('生成几条（1–5）'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: '开始生成' }));
    fireEvent.click(await screen.findByRole('button', { name: /免费/ }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]!.body.input).toEqual({
      subjectType: 'student',
      subject: '李明，四年级，爱读书，常迟到',
      stance: 'critical',
      count: 5,
      language: 'zh-CN',
      length: 'short',
    });
  });
});
