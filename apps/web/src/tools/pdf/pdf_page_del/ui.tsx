import { PdfPagesTool } from '../../../features/pdf/pages-tool.tsx';

export default function Tool() {
  return <PdfPagesTool mode="delete" />;
}
