import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { locales } from './locales.ts';
import LetterHandleTool from './ui.tsx';

const renderTool = () => renderWithProviders(<LetterHandleTool />, { toolCode: 'letter_handle' });
const result = () => (screen.getByTestId('case-result') as HTMLTextAreaElement).value;

describe('letter_handle UI', () => {
  it('converts live and switches mode with the radio chips', () => {
    renderTool();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'hello world of XML parsers' } });
    expect(result()).toBe('HELLO WORLD OF XML PARSERS');
    fireEvent.click(screen.getByLabelText('Title Case'));
    expect(result()).toBe('Hello World of XML Parsers');
    fireEvent.click(screen.getByLabelText('camelCase'));
    expect(result()).toBe('helloWorldOfXmlParsers');
    fireEvent.click(screen.getByLabelText('kebab-case'));
    expect(result()).toBe('hello-world-of-xml-parsers');
    fireEvent.click(screen.getByRole('button', { name: 'Use result as text' }));
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toBe('hello-world-of-xml-parsers');
  });

  it('has the same keys in both languages', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'string' ? [p + k] : keys(v as object, `${p}${k}.`),
      );
    expect(keys(locales['zh-CN']).sort()).toEqual(keys(locales.en).sort());
  });
});
