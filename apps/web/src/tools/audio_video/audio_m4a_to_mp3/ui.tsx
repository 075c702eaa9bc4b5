import { AudioConvertTool } from '../kit/audio/convert-tool.tsx';

const ACCEPT = '.m4a,.mp4,.aac,audio/mp4,audio/x-m4a,audio/aac';

export default function M4aToMp3Tool() {
  return <AudioConvertTool accept={ACCEPT} format="mp3" />;
}
