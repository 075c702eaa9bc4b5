import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, installFakeServer } from '../../features/files/test-fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import {
  downloadRoutes,
  itSendsTouristsToLogin,
  PDF_RESULT,
  signedOutAroundEachTest,
  signIn,
} from '../history/history-test-kit.tsx';
import { TaskHistoryRoute } from './task-history-page.tsx';

const task = (n: number, status: number) => ({
  id: `t${n}`,
  taskId: `t${n}`,
  funcCode: 'word_to_pdf',
  apiType: 'document',
  status,
  statusText: status === 2 ? 'Finished' : 'Failed',
  remark: status === 2 ? '' : 'damaged document',
  createTime: Date.UTC(2026, 0, 2, 3, 4, 5),
  progressDTO: { text: 'Converting to PDF', count: status === 2 ? 1 : 0, totalCount: 1, remark: '' },
  resultDTO: status === 2 ? { fileId: `r${n}`, name: 'a.pdf', watermarked: false, paid: true } : null,
});

signedOutAroundEachTest();

describe('/task-history', () => {
  itSendsTouristsToLogin(<TaskHistoryRoute />, '/task-history');

  it('lists the tasks of the query, pages them and opens a finished one’s file', async () => {
    signIn();
    const server = installFakeServer({
      '/task/page': ({ json }) => {
        const { pageNum } = json as { pageNum: number };
        return envelope({
          list: pageNum === 1 ? [task(1, 2), task(2, -1)] : [task(3, 2)],
          totalCount: 16,
          totalPage: 2,
          pageSize: 15,
          pageNum,
        });
      },
      '/file/file-tips': () => envelope({ fileCacheDay: 3 }),
      '/ut/func/query': () => envelope([]),
      ...downloadRoutes(PDF_RESULT),
    });
    renderWithProviders(<TaskHistoryRoute />, {
      path: '/task-history?funcCode=word_to_pdf',
      route: '/task-history',
    });
    expect(await screen.findByText('damaged document')).toBeTruthy();
    const first = server.calls.find((c) => c.path === '/task/page')!;
    expect(first.json).toEqual({
      pageNum: 1,
      pageSize: 15,
      qo: { funcCode: 'word_to_pdf', apiType: 'doc' },
    });
    // Only the finished task offers its file.
    const view = screen.getAllByRole('button', { name: 'View file' });
    expect(view).toHaveLength(1);
    fireEvent.click(view[0]!);
    expect(await screen.findByRole('button', { name: 'Download a.pdf' })).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/file/down-start')!.json).toEqual({ fileId: 'r1' });

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(pager).getByText('Page 2 of 2')).toBeTruthy());
    await waitFor(() => expect(screen.queryByText('damaged document')).toBeNull());
  });

  it('refreshes on demand and says No Data for an empty list', async () => {
    signIn();
    const server = installFakeServer({
      '/task/page': () => envelope({ list: [], totalCount: 0, totalPage: 0, pageSize: 15, pageNum: 1 }),
      '/file/file-tips': () => envelope({ fileCacheDay: 3 }),
      '/ut/func/query': () => envelope([]),
    });
    renderWithProviders(<TaskHistoryRoute />, { path: '/task-history', route: '/task-history' });
    expect(await screen.findByText('No Data')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.calls.filter((c) => c.path === '/task/page')).toHaveLength(2));
    const pageCall = server.calls.find((c) => c.path === '/task/page')!;
    expect(pageCall.json).toMatchObject({ qo: { apiType: 'doc' } });
  });

  it('offers the function payment under a watermarked result', async () => {
    signIn();
    installFakeServer({
      '/task/page': () =>
        envelope({ list: [task(1, 2)], totalCount: 1, totalPage: 1, pageSize: 15, pageNum: 1 }),
      '/file/file-tips': () => envelope({ fileCacheDay: 3 }),
      '/ut/func/query': () => envelope([]),
      ...downloadRoutes({ name: 'a.png', mimeType: 'image/png', watermarked: true, body: '\x89PNG' }),
    });
    renderWithProviders(<TaskHistoryRoute />, { path: '/task-history', route: '/task-history' });
    fireEvent.click(await screen.findByRole('button', { name: 'View file' }));
    expect(await screen.findByRole('button', { name: 'Pay with credits' })).toBeTruthy();
  });
});
