import { AudioConvertTool } from '../kit/audio/convert-tool.tsx';

const ACCEPT = '.wav,audio/wav,audio/x-wav,audio/wave';

export default function WavToMp3Tool() {
  return <AudioConvertTool accept={ACCEPT} format="mp3" />;
}
