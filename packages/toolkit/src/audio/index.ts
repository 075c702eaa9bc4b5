// Audio engine pieces that run anywhere (Node tests, workers): cut points, format limits, merge
// planning, channel mixing, resampling, WAV writing and waveform peaks. Decoding and encoding
// (mediabunny and its wasm encoders) live in `./transcode.ts`, a separate entry for workers only.
export * from './timecode.ts';
export * from './formats.ts';
export * from './pcm.ts';
export * from './wav.ts';
export * from './peaks.ts';
export * from './mp3-gapless.ts';
export * from './byte-sink.ts';
