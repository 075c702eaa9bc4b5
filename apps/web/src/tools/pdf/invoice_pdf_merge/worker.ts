// Lays invoices out on A4 sheets off the main thread with pdf-lib; nothing leaves the browser.
import { exposeWorker } from '../../../framework/worker-expose.ts';
import { handleInvoiceRequest } from './handler.ts';

exposeWorker(handleInvoiceRequest);
