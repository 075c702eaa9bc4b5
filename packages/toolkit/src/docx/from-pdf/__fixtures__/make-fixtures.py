#!/usr/bin/env python3
"""Builds report.pdf with LibreOffice (a real producer): a title, paragraphs with bold and italic words,
a ruled 3 x 3 table, a picture and a second page. Run: python3 make-fixtures.py (needs soffice)."""
import base64, os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the fixtures
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', '__fixtures__'))
from fodt import HEAD, TAIL, convert, png

CELL = '<table:table-cell table:style-name="C" office:value-type="string"><text:p>{}</text:p></table:table-cell>'
ROWS = [['Item', 'Count', 'Price'], ['Paper', '12', '3.50'], ['Ink', '2', '19.90']]
table = ''.join('<table:table-row>' + ''.join(CELL.format(c) for c in row) + '</table:table-row>' for row in ROWS)

FODT = HEAD + f''' <office:automatic-styles>
  <style:style style:name="T" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/>
   <style:text-properties fo:font-size="20pt" fo:font-weight="bold" style:font-name="Liberation Sans" fo:font-family="'Liberation Sans'"/></style:style>
  <style:style style:name="B" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
  <style:style style:name="I" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
  <style:style style:name="C" style:family="table-cell"><style:table-cell-properties fo:border="0.5pt solid #000000" fo:padding="0.04in"/></style:style>
  <style:style style:name="Br" style:family="paragraph"><style:paragraph-properties fo:break-before="page"/></style:style>
 </office:automatic-styles>
 <office:body><office:text>
  <text:p text:style-name="T">Quarterly Report</text:p>
  <text:p>This paragraph has a <text:span text:style-name="B">bold phrase</text:span> and an <text:span text:style-name="I">italic phrase</text:span> in running text, long enough to wrap onto a second line of the page so that the lines must be joined back into one paragraph.</text:p>
  <text:p>A second paragraph follows after the first one.</text:p>
  <table:table table:name="Totals"><table:table-column table:number-columns-repeated="3"/>{table}</table:table>
  <text:p>Picture below:</text:p>
  <text:p><draw:frame draw:name="Chart" text:anchor-type="as-char" svg:width="1.5in" svg:height="1in">
   <draw:image><office:binary-data>{base64.b64encode(png(90, 60, (30, 110, 200))).decode()}</office:binary-data></draw:image></draw:frame></text:p>
  <text:p text:style-name="Br">Second page text.</text:p>
 </office:text></office:body>
''' + TAIL
convert({'report': FODT}, 'pdf', os.path.dirname(os.path.abspath(__file__)))
