/**
 * Builds the Word fixtures of the conversion tests with LibreOffice itself, from flat ODT XML
 * written here: Chinese and English text and an embedded PNG (drawn below), one page and three.
 * Run: node --import tsx apps/server/src/modules/convert/__fixtures__/build.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));

/** A 96x64 RGB PNG: a red-to-blue gradient with a green bar, so a rendered page shows colour. */
function png(): Buffer {
  const width = 96;
  const height = 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const bar = y > 26 && y < 38;
      row[1 + x * 3] = bar ? 0 : Math.round(255 * (1 - x / width));
      row[2 + x * 3] = bar ? 200 : 0;
      row[3 + x * 3] = bar ? 0 : Math.round((255 * x) / width);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function fodt(pages: number): string {
  const image = png().toString('base64');
  const body = Array.from({ length: pages }, (_, i) => {
    const breakStyle = i > 0 ? ' text:style-name="Break"' : '';
    return `<text:h text:outline-level="1"${breakStyle}>第 ${i + 1} 页：工具箱测试文档 Page ${i + 1}</text:h>
<text:p>你好，世界！这是一段中文文字，用来检查字体是否正确嵌入。Hello, world: Chinese text and an image.</text:p>
<text:p><draw:frame draw:name="Image${i}" text:anchor-type="as-char" svg:width="4cm" svg:height="2.67cm">
<draw:image><office:binary-data>${image}</office:binary-data></draw:image></draw:frame></text:p>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:automatic-styles>
<style:style style:name="Break" style:family="paragraph"><style:paragraph-properties fo:break-before="page"/></style:style>
</office:automatic-styles>
<office:body><office:text>
${body}
</office:text></office:body></office:document>`;
}

const work = mkdtempSync(join(tmpdir(), 'fixtures-'));
try {
  const outputs: [string, number, string, string][] = [
    ['chinese-image.docx', 1, 'docx:MS Word 2007 XML', 'docx'],
    ['three-pages.docx', 3, 'docx:MS Word 2007 XML', 'docx'],
    ['chinese-image.doc', 1, 'doc:MS Word 97', 'doc'],
  ];
  for (const [name, pages, filter, ext] of outputs) {
    const source = join(work, `${name.replace(/\.\w+$/, '')}.fodt`);
    writeFileSync(source, fodt(pages));
    execFileSync('soffice', [
      `-env:UserInstallation=file://${join(work, 'profile')}`,
      '--headless',
      '--convert-to',
      filter,
      '--outdir',
      work,
      source,
    ]);
    renameSync(source.replace(/\.fodt$/, `.${ext}`), join(here, name));
    console.log(`wrote ${name}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
