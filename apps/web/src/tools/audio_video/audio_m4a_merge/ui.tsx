import { AudioMergeTool } from '../kit/audio/merge-tool.tsx';

const ACCEPT = '.m4a,.mp4,.aac,audio/mp4,audio/x-m4a,audio/aac';

export default function M4aMergeTool() {
  return <AudioMergeTool accept={ACCEPT} format="m4a" />;
}
