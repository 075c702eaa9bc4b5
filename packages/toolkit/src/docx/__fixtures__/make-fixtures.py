#!/usr/bin/env python3
"""Builds the .docx fixtures with LibreOffice: flat ODT sources (written here) -> soffice --convert-to docx.

Each document has an embedded PNG picture, a custom paragraph style named "Callout" (defined differently
in each file, so a merge must rename one), the same built-in heading style, and a numbered list.
Run: python3 make-fixtures.py  (needs soffice)."""
import base64, os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
from fodt import HEAD, TAIL, convert, png

FODT = HEAD + ''' <office:styles>
  <style:style style:name="Callout" style:display-name="Callout" style:family="paragraph">
   <style:paragraph-properties fo:margin-left="{indent}"/>
   <style:text-properties fo:color="{textcolour}" fo:font-size="{size}" fo:font-weight="{weight}"/>
  </style:style>
  <text:list-style style:name="Steps">
   <text:list-level-style-number text:level="1" style:num-suffix="{suffix}" style:num-format="{numformat}">
    <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
     <style:list-level-label-alignment text:label-followed-by="listtab" fo:text-indent="-0.25in" fo:margin-left="0.5in"/>
    </style:list-level-properties>
   </text:list-level-style-number>
  </text:list-style>
 </office:styles>
 <office:body><office:text>
  <text:h text:outline-level="1">{title}</text:h>
  <text:p text:style-name="Callout">{callout}</text:p>
  <text:p>Picture:<draw:frame draw:name="{picname}" text:anchor-type="as-char" svg:width="1in" svg:height="1in">
   <draw:image><office:binary-data>{image}</office:binary-data></draw:image></draw:frame></text:p>
  <text:list text:style-name="Steps">
   {items}
  </text:list>
  <text:p>End of {title}.</text:p>
 </office:text></office:body>
''' + TAIL

DOCS = [
    dict(file='report-a', title='Report A', callout='Callout in red, 14 pt, bold.', textcolour='#c00000',
         size='14pt', weight='bold', indent='0.3in', suffix='.', numformat='1', picname='Red square',
         colour=(200, 50, 60), steps=['Collect the data', 'Check the totals', 'Send the report']),
    dict(file='report-b', title='Report B', callout='Callout in blue, 10 pt, normal.', textcolour='#0040c0',
         size='10pt', weight='normal', indent='0.8in', suffix=')', numformat='a', picname='Blue square',
         colour=(30, 70, 220), steps=['Open the file', 'Merge the pages']),
]

# A letter with a picture in its page header, a footnote, a hyperlink and a table.
LETTER = HEAD + ''' <office:automatic-styles>
  <style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="8.5in" fo:page-height="11in"
   fo:margin-top="0.8in" fo:margin-bottom="0.8in" fo:margin-left="1in" fo:margin-right="1in"/>
   <style:header-style><style:header-footer-properties fo:min-height="0.5in"/></style:header-style>
  </style:page-layout>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Standard" style:page-layout-name="pm1">
   <style:header><text:p>Letterhead <draw:frame draw:name="Logo" text:anchor-type="as-char" svg:width="0.4in" svg:height="0.4in">
    <draw:image><office:binary-data>{logo}</office:binary-data></draw:image></draw:frame></text:p></style:header>
  </style:master-page>
 </office:master-styles>
 <office:body><office:text>
  <text:p>Dear reader,<text:note text:id="n1" text:note-class="footnote"><text:note-citation>1</text:note-citation>
   <text:note-body><text:p>A footnote of the letter.</text:p></text:note-body></text:note></text:p>
  <text:p>See <text:a xlink:type="simple" xlink:href="https://example.org/letter">the letter page</text:a>.</text:p>
  <table:table table:name="Totals"><table:table-column table:number-columns-repeated="2"/>
   <table:table-row><table:table-cell><text:p>Item</text:p></table:table-cell><table:table-cell><text:p>Total</text:p></table:table-cell></table:table-row>
   <table:table-row><table:table-cell><text:p>Paper</text:p></table:table-cell><table:table-cell><text:p>12</text:p></table:table-cell></table:table-row>
  </table:table>
  <text:p>Regards.</text:p>
 </office:text></office:body>
''' + TAIL

sources = {}
for d in DOCS:
    items = ''.join(f'<text:list-item><text:p>{s}</text:p></text:list-item>' for s in d['steps'])
    image = base64.b64encode(png(48, 48, d['colour'])).decode()
    sources[d['file']] = FODT.format(items=items, image=image, **d)
sources['letter-c'] = LETTER.format(logo=base64.b64encode(png(32, 32, (40, 150, 60))).decode())
convert(sources, 'docx', os.path.dirname(os.path.abspath(__file__)))
