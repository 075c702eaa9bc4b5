#!/usr/bin/env python3
"""Builds the PDFs with LibreOffice (a real producer). report.pdf: a title, paragraphs with bold and italic
words, a ruled 3 x 3 table, a picture and a second page. columns.pdf: a newsletter page, a full-width
title and introduction, then a two-column section (a column break before the right column's first
paragraph, justified text whose lines share baselines across the columns), then a full-width closing line;
page 2 has columns in 12 pt and 9 pt (baselines that differ), a heading and a picture in them.
Run: python3 make-fixtures.py (needs soffice)."""
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

# Column paragraphs: each word list belongs to one column only, so a test can tell a mixed paragraph.
LEFT = [
    'Rivers carry water from the hills down to the valley, where farmers lead it through narrow channels into their fields of wheat, barley and beans during the long dry summer months.',
    'Along the banks, willows and alders hold the soil in place, and herons wait patiently in the shallows for small fish that swim past the reeds at dawn and again at dusk.',
    'Each spring the river rises with melted snow, floods the lower meadows for a few days, and leaves behind a thin layer of fertile silt that the farmers welcome every year.',
]
RIGHT = [
    'Mountains above the town stay white until June, and hikers who climb the steep northern ridge find marmots whistling among granite boulders near the old stone shelter.',
    'The summit trail starts beside the chapel, crosses two wooden bridges, then zigzags through pine forest before reaching the open slopes of gentian and alpine clover.',
    'Guides recommend starting before sunrise, carrying warm clothing and plenty of water, and turning back early whenever thunderclouds gather over the eastern peaks.',
]
# Page 2: columns in different sizes (so their baselines differ), a heading and a picture in them.
LAKES = [
    'Lakes fill the hollows that old glaciers carved, and their cold clear water holds trout, char and perch that anglers from the town try to catch on calm evenings.',
    'In winter the smaller lakes freeze hard enough for skating, and families gather on the ice with sledges, thermos flasks and warm chestnuts bought at the harbour.',
]
FORESTS = [
    'Forests of spruce and larch cover the middle slopes, sheltering deer, foxes and capercaillie, while woodpeckers drum on dead trunks high above the mossy paths.',
    'Foresters mark the trees to be felled each autumn, haul the logs down with tractors to the sawmill, and plant young saplings in the clearings the next spring.',
]
COLUMNS = HEAD + ''' <office:automatic-styles>
  <style:style style:name="T" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/>
   <style:text-properties fo:font-size="18pt" fo:font-weight="bold"/></style:style>
  <style:style style:name="J" style:family="paragraph"><style:paragraph-properties fo:text-align="justify" fo:margin-bottom="0.08in"/></style:style>
  <style:style style:name="JB" style:family="paragraph" style:parent-style-name="J"><style:paragraph-properties fo:break-before="column"/></style:style>
  <style:style style:name="H" style:family="paragraph"><style:paragraph-properties fo:break-before="page" fo:margin-bottom="0.1in"/>
   <style:text-properties fo:font-size="15pt" fo:font-weight="bold"/></style:style>
  <style:style style:name="L" style:family="paragraph" style:parent-style-name="J"><style:text-properties fo:font-size="12pt"/></style:style>
  <style:style style:name="F" style:family="paragraph" style:parent-style-name="J"><style:text-properties fo:font-size="9pt"/></style:style>
  <style:style style:name="FB" style:family="paragraph" style:parent-style-name="F"><style:paragraph-properties fo:break-before="column"/></style:style>
  <style:style style:name="S" style:family="section"><style:section-properties>
   <style:columns fo:column-count="2" fo:column-gap="0.3in"/></style:section-properties></style:style>
 </office:automatic-styles>
 <office:body><office:text>
  <text:p text:style-name="T">Valley Newsletter</text:p>
  <text:p text:style-name="J">This introduction runs across the full width of the page above the two columns below, and it is long enough to wrap onto a second line.</text:p>
  <text:section text:style-name="S" text:name="Columns">
   {paragraphs}
  </text:section>
  <text:p text:style-name="J">Closing note across the full width.</text:p>
  <text:section text:style-name="S" text:name="Page2">
   <text:p text:style-name="H">Lakes</text:p>
   {page2}
  </text:section>
 </office:text></office:body>
''' + TAIL
paragraphs = ''.join(f'<text:p text:style-name="J">{p}</text:p>' for p in LEFT)
paragraphs += ''.join(f'<text:p text:style-name="{"JB" if i == 0 else "J"}">{p}</text:p>' for i, p in enumerate(RIGHT))

page2 = ''.join(f'<text:p text:style-name="L">{p}</text:p>' for p in LAKES)
page2 += f'''<text:p text:style-name="FB"><draw:frame draw:name="Forest" text:anchor-type="as-char" svg:width="1.2in" svg:height="0.8in">
   <draw:image><office:binary-data>{base64.b64encode(png(72, 48, (40, 140, 60))).decode()}</office:binary-data></draw:image></draw:frame></text:p>'''
page2 += ''.join(f'<text:p text:style-name="F">{p}</text:p>' for p in FORESTS)

convert({'report': FODT, 'columns': COLUMNS.format(paragraphs=paragraphs, page2=page2)}, 'pdf',
        os.path.dirname(os.path.abspath(__file__)))
