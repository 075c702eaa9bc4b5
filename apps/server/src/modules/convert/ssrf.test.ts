import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConvertError } from './run.ts';
import { wordToPdf, type ConverterSetup } from './word.ts';

/**
 * Issue 12.1: a document that links an image by URL must not make the server fetch it. A loopback
 * HTTP server counts requests while LibreOffice converts a .docx with an external image
 * relationship and an .odt with an xlink:href to http.
 */

/** A 1x1 red PNG, what the loopback server answers (so a fetch would succeed and be embedded). */
const redPixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** A minimal .docx whose only picture is linked (TargetMode="External") to `url`. */
function docxLinking(url: string): Uint8Array {
  const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pic = `<w:drawing><wp:inline><wp:extent cx="952500" cy="952500"/><wp:docPr id="1" name="x"/>
<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>
<pic:nvPicPr><pic:cNvPr id="1" name="x.png"/><pic:cNvPicPr/></pic:nvPicPr>
<pic:blipFill><a:blip r:link="rIdImg"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>
<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="952500" cy="952500"/></a:xfrm><a:prstGeom prst="rect"/></pic:spPr>
</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing>`;
  return zipSync({
    '[Content_Types].xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="${r}/officeDocument" Target="word/document.xml"/>
</Relationships>`),
    'word/_rels/document.xml.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rIdImg" Type="${r}/image" Target="${url}" TargetMode="External"/>
</Relationships>`),
    'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<w:document xmlns:w="${w}" xmlns:r="${r}"
 xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"
 xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"
 xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture">
<w:body><w:p><w:r><w:t>Linked picture below.</w:t></w:r></w:p><w:p><w:r>${pic}</w:r></w:p></w:body>
</w:document>`),
  });
}

/** A minimal .odt whose only picture is an xlink:href to `url`. */
function odtLinking(url: string): Uint8Array {
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">
<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>`;
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:xlink="http://www.w3.org/1999/xlink" office:version="1.3">
<office:body><office:text><text:p>Linked picture below.</text:p>
<text:p><draw:frame draw:name="x" text:anchor-type="as-char" svg:width="2cm" svg:height="2cm">
<draw:image xlink:href="${url}" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/>
</draw:frame></text:p></office:text></office:body></office:document-content>`;
  // The mimetype entry comes first and is stored, as ODF requires.
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'META-INF/manifest.xml': strToU8(manifest),
    'content.xml': strToU8(content),
  });
}

describe('conversions have no network (SSRF)', () => {
  let server: Server;
  let base = '';
  const requests: string[] = [];
  const work = mkdtempSync(join(tmpdir(), 'ssrf-test-'));
  const setup: ConverterSetup = {
    sofficePath: process.env.SOFFICE_PATH ?? 'soffice',
    pdftoppmPath: 'pdftoppm',
    limits: { timeoutMs: 90_000, memoryMB: 2048 },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'image/png' }).end(redPixel);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  const cases: [string, string, (url: string) => Uint8Array][] = [
    ['a .docx with an external image relationship', 'docx', docxLinking],
    ['an .odt with an xlink:href to http', 'odt', odtLinking],
  ];
  it.each(cases)('%s converts without any request reaching the URL', async (_label, ext, build) => {
    const dir = join(work, ext);
    const input = join(work, `linked.${ext}`);
    writeFileSync(input, build(`${base}/${ext}.png`));
    execFileSync('mkdir', ['-p', dir]);
    const converted = await wordToPdf(setup, input, dir, `linked.${ext}`, async () => {}).catch(
      (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
    );
    // Either a PDF without the picture, or a clean refusal: never a fetch.
    if (converted instanceof Error) expect(converted).toBeInstanceOf(ConvertError);
    else expect(execFileSync('pdftotext', [converted.path, '-'], { encoding: 'utf8' })).toContain('Linked');
    expect(requests).toEqual([]);
  });
});
