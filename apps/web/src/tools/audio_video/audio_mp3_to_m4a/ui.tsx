import { AudioConvertTool } from '../kit/audio/convert-tool.tsx';

const ACCEPT = '.mp3,audio/mpeg,audio/mp3';

export default function Mp3ToM4aTool() {
  return <AudioConvertTool accept={ACCEPT} format="m4a" />;
}
