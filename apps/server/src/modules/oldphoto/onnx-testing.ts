/*
 * Tests build their own tiny ONNX models (ModelProto in protobuf, field numbers of onnx.proto): a
 * 1×1 convolution from the L channel to the a and b channels, `ab = W · L + B`, with dynamic height
 * and width. Enough to check that image_coloring feeds a model the photo's L and uses what it answers.
 */

const varint = (value: number): number[] => {
  const out: number[] = [];
  let v = value;
  do {
    let byte = v % 128;
    v = Math.floor(v / 128);
    if (v > 0) byte += 128;
    out.push(byte);
  } while (v > 0);
  return out;
};
/** A length-delimited field (wire type 2). */
const bytes = (field: number, payload: number[] | Uint8Array): number[] => [
  ...varint(field * 8 + 2),
  ...varint(payload.length),
  ...payload,
];
const text = (field: number, s: string) => bytes(field, new TextEncoder().encode(s));
/** A varint field (wire type 0). */
const int = (field: number, n: number) => [...varint(field * 8), ...varint(n)];

const FLOAT = 1;

/** TensorProto: dims (1), data_type (2), name (8), raw_data (9, little-endian floats). */
function tensor(name: string, dims: number[], values: number[]): number[] {
  return [
    ...dims.flatMap((d) => int(1, d)),
    ...int(2, FLOAT),
    ...text(8, name),
    ...bytes(9, new Uint8Array(new Float32Array(values).buffer)),
  ];
}

/** ValueInfoProto: name (1), type (2) = TypeProto.tensor_type (1) of elem_type (1) and shape (2). */
function valueInfo(name: string, dims: (number | string)[]): number[] {
  const shape = dims.flatMap((d) => bytes(1, typeof d === 'number' ? int(1, d) : text(2, d)));
  return [...text(1, name), ...bytes(2, bytes(1, [...int(1, FLOAT), ...bytes(2, shape)]))];
}

/**
 * An ONNX model (opset 13) taking `L` [1, 1, h, w] and answering `ab` [1, outChannels, h, w]:
 * channel c is `weights[c] · L + bias[c]`.
 */
export function tinyColourModel(weights: number[], bias: number[]): Uint8Array {
  const channels = weights.length;
  const node = [
    ...text(1, 'L'),
    ...text(1, 'W'),
    ...text(1, 'B'),
    ...text(2, 'ab'),
    ...text(3, 'conv'),
    ...text(4, 'Conv'),
  ];
  const graph = [
    ...bytes(1, node),
    ...text(2, 'tiny-colour'),
    ...bytes(5, tensor('W', [channels, 1, 1, 1], weights)),
    ...bytes(5, tensor('B', [channels], bias)),
    ...bytes(11, valueInfo('L', [1, 1, 'h', 'w'])),
    ...bytes(12, valueInfo('ab', [1, channels, 'h', 'w'])),
  ];
  // ModelProto: ir_version (1) 8, opset_import (8) { domain '', version 13 }, graph (7).
  return new Uint8Array([...int(1, 8), ...bytes(8, [...text(1, ''), ...int(2, 13)]), ...bytes(7, graph)]);
}
