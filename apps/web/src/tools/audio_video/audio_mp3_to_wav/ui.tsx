import { AudioConvertTool } from '../kit/audio/convert-tool.tsx';

const ACCEPT = '.mp3,audio/mpeg,audio/mp3';

export default function Mp3ToWavTool() {
  return <AudioConvertTool accept={ACCEPT} format="wav" />;
}
