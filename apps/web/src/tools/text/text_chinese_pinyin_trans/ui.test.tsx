import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import PinyinTool from './ui.tsx';

const renderTool = () => renderWithProviders(<PinyinTool />, { toolCode: 'text_chinese_pinyin_trans' });
const result = () => (screen.getByTestId('pinyin-result') as HTMLTextAreaElement).value;

describe('pinyin UI', () => {
  it('converts as you type, with each style, and reads polyphones from context', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Chinese text'), { target: { value: '银行行长去重庆, OK' } });
    await waitFor(() => expect(result()).toBe('yín háng háng zhǎng qù chóng qìng, OK'));
    fireEvent.click(screen.getByLabelText('Tone numbers han4'));
    expect(result()).toBe('yin2 hang2 hang2 zhang3 qu4 chong2 qing4, OK');
    fireEvent.click(screen.getByLabelText('First letters h'));
    fireEvent.click(screen.getByLabelText('Space between syllables'));
    expect(result()).toBe('yhhzqcq, OK');
  });

  it('shows the annotated view on request', async () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Chinese text'), { target: { value: '长城' } });
    fireEvent.click(screen.getByLabelText(/Annotated view/));
    await waitFor(() =>
      expect([...screen.getByTestId('pinyin-ruby').querySelectorAll('rt')].map((r) => r.textContent)).toEqual(
        ['cháng', 'chéng'],
      ),
    );
  });
});
