import type { InspectRequest, InspectResponse } from '../kit/pdf-merge/inspect.ts';
import type { PdfFailure } from '@toolbox/toolkit/pdf';

/** What the page asks the worker: read one file's page count, or lay the invoices out on A4 sheets. */
export type InvoiceRequest =
  | InspectRequest
  | {
      kind: 'layout';
      files: Array<{ name: string; bytes: ArrayBuffer }>;
      perSheet: 2 | 4;
      cutLines: boolean;
    };

export type InvoiceResponse =
  | InspectResponse
  | {
      kind: 'layout';
      bytes: ArrayBuffer | null;
      pageCount: number;
      sheetCount: number;
      failed: PdfFailure[];
    };
