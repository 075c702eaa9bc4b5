"""Shared by the fixture generators of docx/ and docx/from-pdf/: a small PNG picture, the flat ODT
envelope, and LibreOffice converting flat ODT sources (with its own profile, so parallel runs don't clash)."""
import os, struct, subprocess, tempfile, zlib

HEAD = '''<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:xlink="http://www.w3.org/1999/xlink"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
'''
"""The XML declaration and the opening <office:document> with every namespace the fixtures use."""
TAIL = '</office:document>\n'


def png(width, height, colour):
    """A small RGB PNG: a diagonal gradient of `colour`."""
    rows = b''
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            t = (x + y) / (width + height)
            row += bytes(int(c * (0.4 + 0.6 * t)) for c in colour)
        rows += bytes(row)
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 2, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(rows, 9)) + chunk(b'IEND', b''))


def convert(sources, fmt, out):
    """Writes each flat ODT source ({name: xml}) to a temporary folder and has soffice convert them all
    to `fmt` ('docx', 'pdf') into the folder `out`."""
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for name, xml in sources.items():
            paths.append(os.path.join(tmp, name + '.fodt'))
            with open(paths[-1], 'w') as f:
                f.write(xml)
        profile = 'file://' + os.path.join(tmp, 'lo-profile')
        subprocess.run(['soffice', f'-env:UserInstallation={profile}', '--headless', '--convert-to', fmt,
                        '--outdir', out, *paths], check=True, stdout=subprocess.DEVNULL)
