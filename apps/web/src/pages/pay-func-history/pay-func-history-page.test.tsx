import { fireEvent, screen } from '@testing-library/react';
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
import { PayFuncHistoryRoute } from './pay-func-history-page.tsx';

signedOutAroundEachTest();

describe('/pay-func-history', () => {
  itSendsTouristsToLogin(<PayFuncHistoryRoute />, '/pay-func-history');

  it('shows records with price or a dash, the kept days, and a record’s file', async () => {
    signIn();
    const server = installFakeServer({
      '/ut/func-pay/page': () =>
        envelope({
          list: [
            {
              taskId: 't1',
              funcCode: 'word_to_pdf',
              remark: 'Word to PDF',
              createTime: '2026-01-02T03:04:05.000Z',
              payTypeText: 'WeChat Pay',
              price: 1.5,
              refunded: false,
            },
            {
              taskId: 't2',
              funcCode: 'word_to_pdf',
              remark: 'Word to PDF',
              createTime: '2026-01-02T03:04:05.000Z',
              payTypeText: 'Credits',
              price: null,
              refunded: true,
            },
          ],
          totalCount: 2,
          totalPage: 1,
          pageSize: 15,
          pageNum: 1,
        }),
      '/file/file-tips': () => envelope({ fileCacheDay: 3 }),
      '/system/information/get': () => envelope({ edition: 'intl' }),
      '/task/query': () =>
        envelope({ id: 't1', resultDTO: { fileId: 'r1', name: 'a.pdf', watermarked: false, paid: true } }),
      ...downloadRoutes(PDF_RESULT),
    });
    renderWithProviders(<PayFuncHistoryRoute />, { path: '/pay-func-history', route: '/pay-func-history' });
    expect(await screen.findByText('WeChat Pay')).toBeTruthy();
    expect(screen.getByText('$1.5')).toBeTruthy();
    expect(screen.getByText('-')).toBeTruthy();
    // The credits payment was refunded by the operator; the WeChat one was not.
    expect(screen.getAllByTestId('pay-refunded').map((e) => e.closest('tr')!.textContent)).toEqual([
      expect.stringContaining('Credits · Refunded'),
    ]);
    expect(await screen.findByText('Files are kept for 3 days, then deleted.')).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/ut/func-pay/page')!.json).toEqual({
      pageNum: 1,
      pageSize: 15,
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'View file' })[0]!);
    expect(await screen.findByRole('button', { name: 'Download a.pdf' })).toBeTruthy();
    expect(server.calls.find((c) => c.path === '/task/query')!.json).toEqual({ id: 't1' });
  });
});
