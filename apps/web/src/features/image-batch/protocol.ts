// What the page and an image tool's worker exchange: one file and the run's options in, files out.

/** One image to process with the options every file of the run shares. */
export interface ImageJob<Options> {
  file: File;
  options: Options;
}

/** Something worth telling about one file's result (translated under the kit's `notes.<code>`). */
export interface ImageNote {
  code: 'gif_first_frame' | 'tiff_first_page' | 'transparency_flattened' | (string & {});
  params?: Record<string, unknown>;
}

/** One output file. */
export interface ImageOutput {
  name: string;
  bytes: ArrayBuffer;
  type: string;
  width: number;
  height: number;
  /** A small picture for the results panel, when the worker made one (see ResultFile.thumbnail). */
  thumbnail?: Blob;
}

export interface ImageJobResult {
  outputs: ImageOutput[];
  notes: ImageNote[];
}
