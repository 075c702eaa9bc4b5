import { expect, test } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/fingen';

test('finance_invoice_inquiry decodes codes and numbers and links to the official platform', async ({
  page,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('toolbox.lang', 'en'));
  await page.goto('/func/finance_invoice_inquiry');
  await page.getByLabel('Invoice code (发票代码)').fill('4400191130');
  await expect(page.getByTestId('invoice-code-facts')).toContainText('Special VAT invoice (增值税专用发票)');
  await expect(page.getByTestId('invoice-code-facts')).toContainText('Guangdong');
  await page.getByLabel('Invoice number (发票号码)').fill('2431200000012345678');
  await expect(page.getByRole('alert')).toHaveText(
    'The invoice number has 8 digits (20 on fully digital invoices); this one has 19',
  );
  await page.getByLabel('Invoice number (发票号码)').fill('24312000000123456789');
  await expect(page.getByTestId('invoice-number-facts')).toContainText('Shanghai');
  await expect(page.getByText(/Fully digital invoices have no code/)).toBeVisible();
  const link = page.getByRole('link', { name: /verification platform/ });
  await expect(link).toHaveAttribute('href', 'https://inv-veri.chinatax.gov.cn');
  await expect(link).toHaveAttribute('target', '_blank');
  expect(external).toEqual([]); // nothing leaves the page until the user clicks the link
  await page.screenshot({ path: `${SHOTS}/finance-invoice-inquiry-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${SHOTS}/finance-invoice-inquiry-375.png`, fullPage: true });
});
