import { AudioMergeTool } from '../kit/audio/merge-tool.tsx';

const ACCEPT = '.mp3,audio/mpeg,audio/mp3';

export default function Mp3MergeTool() {
  return <AudioMergeTool accept={ACCEPT} format="mp3" />;
}
