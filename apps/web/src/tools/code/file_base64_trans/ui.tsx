import { EncodeDecodeTabs } from '../kit/base64/encode-decode-tabs.tsx';
import { DecodePanel } from './decode-panel.tsx';
import { EncodePanel } from './encode-panel.tsx';
import './file-base64.css';

export default function FileBase64Tool() {
  return (
    <EncodeDecodeTabs
      className="file-base64"
      tabsClassName="b64-modes"
      encode={<EncodePanel />}
      decode={<DecodePanel />}
    />
  );
}
