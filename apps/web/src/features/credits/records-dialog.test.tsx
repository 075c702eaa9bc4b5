import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import type { Page } from './credits-api.ts';
import { RecordsDialog } from './records-dialog.tsx';

type Row = { id: string; text: string };
const columns = [{ key: 'text', label: 'Text', cell: (r: Row) => r.text }];

function pages(total: number) {
  return vi.fn(async (pageNum: number): Promise<Page<Row>> => {
    const start = (pageNum - 1) * 15;
    const list = Array.from({ length: Math.max(0, Math.min(15, total - start)) }, (_, i) => ({
      id: String(start + i),
      text: `row ${start + i + 1}`,
    }));
    return { list, totalCount: total, totalPage: Math.ceil(total / 15), pageSize: 15, pageNum };
  });
}

describe('RecordsDialog', () => {
  it('says No Data for an empty list', async () => {
    renderWithProviders(
      <RecordsDialog
        open
        title="Records"
        columns={columns}
        fetchPage={pages(0)}
        rowKey={(r) => r.id}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('No Data')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows 15 rows a page and pages through the rest', async () => {
    const fetchPage = pages(20);
    renderWithProviders(
      <RecordsDialog
        open
        title="Records"
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('row 15')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(16); // head + 15
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('row 20')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(fetchPage).toHaveBeenLastCalledWith(2);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
