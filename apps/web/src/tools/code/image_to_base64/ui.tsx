import { EncodeDecodeTabs } from '../kit/base64/encode-decode-tabs.tsx';
import { DecodePanel } from './decode-panel.tsx';
import { EncodePanel } from './encode-panel.tsx';
import './image-base64.css';

export default function ImageToBase64Tool() {
  return (
    <EncodeDecodeTabs
      className="image-base64"
      tabsClassName="i64-modes"
      encode={<EncodePanel />}
      decode={<DecodePanel />}
    />
  );
}
