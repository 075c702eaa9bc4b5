import type { ToolLocales } from '../../../framework/define-tool.ts';
import { imageBatchStrings } from '../../../features/image-batch/locales.ts';

const zh = imageBatchStrings['zh-CN'];
const en = imageBatchStrings.en;

export const locales = {
  'zh-CN': {
    ...zh,
    batch: {
      ...zh.batch,
      notes: {
        ...zh.batch.notes,
        location_removed: '位置已清除',
        no_location: '本来就没有 GPS 位置',
        all_removed: '位置和其他拍摄信息已全部清除',
        places_kept: '文字地名（城市、国家）仍保留，勾选“全部清除”可去掉',
      },
    },
    options: '清除内容',
    everything: '同时清除所有其他拍摄信息（相机、时间、EXIF、XMP、IPTC、厂商备注、缩略图）',
    gpsOnlyHint: '只删除 GPS 位置，相机、时间、方向等保留。不重新压缩：画面数据逐字节不变。',
    everythingHint: '保留照片方向和色彩配置，其余描述信息全部删除。不重新压缩：画面数据逐字节不变。',
    foundTitle: '照片里找到的信息',
    foundSummary_one: '{{total}} 张中有 {{count}} 张带 GPS 位置。',
    foundSummary_other: '{{total}} 张中有 {{count}} 张带 GPS 位置。',
    mapLabel_other: '世界地图，标出 {{count}} 张照片的拍摄位置',
    reading: '读取中…',
    position: '位置',
    latLng: '纬度 {{lat}}，经度 {{lng}}',
    altitude: '海拔 {{metres}} 米',
    noPosition: '没有 GPS 位置',
    camera: '相机',
    taken: '拍摄时间',
    places: '地名',
    alsoInside: '还包含',
    makerNote: '厂商备注',
    thumbnail: '缩略图',
    run_one: '清除 {{count}} 张照片的位置',
    run_other: '清除 {{count}} 张照片的位置',
    runAll_one: '清除 {{count}} 张照片的全部信息',
    runAll_other: '清除 {{count}} 张照片的全部信息',
    zipName: '清除位置.zip',
    errors: {
      location_unsupported: '只支持 JPG、PNG、WebP 和 HEIC 照片。',
      location_damaged: '文件已损坏或结构无法读取，没有修改。',
    },
  },
  en: {
    ...en,
    batch: {
      ...en.batch,
      notes: {
        ...en.batch.notes,
        location_removed: 'location removed',
        no_location: 'had no GPS position',
        all_removed: 'location and all other details removed',
        places_kept: 'place names (city, country) are still there: tick "remove everything" to drop them',
      },
    },
    options: 'What to remove',
    everything: 'Also remove every other detail (camera, date, EXIF, XMP, IPTC, maker notes, thumbnail)',
    gpsOnlyHint:
      'Only the GPS position goes; camera, date and orientation stay. Nothing is re-compressed: the picture data stays byte for byte.',
    everythingHint:
      'The orientation and colour profile stay; every other detail goes. Nothing is re-compressed: the picture data stays byte for byte.',
    foundTitle: 'Found in your photos',
    foundSummary_one: '{{count}} of {{total}} photo has a GPS position.',
    foundSummary_other: '{{count}} of {{total}} photos have a GPS position.',
    mapLabel_one: 'World map with the position of {{count}} photo',
    mapLabel_other: 'World map with the positions of {{count}} photos',
    reading: 'reading…',
    position: 'Position',
    latLng: 'latitude {{lat}}, longitude {{lng}}',
    altitude: '{{metres}} m above sea level',
    noPosition: 'no GPS position',
    camera: 'Camera',
    taken: 'Taken',
    places: 'Place names',
    alsoInside: 'Also inside',
    makerNote: "camera maker's notes",
    thumbnail: 'a thumbnail',
    run_one: 'Remove location from {{count}} photo',
    run_other: 'Remove location from {{count}} photos',
    runAll_one: 'Remove all details from {{count}} photo',
    runAll_other: 'Remove all details from {{count}} photos',
    zipName: 'location-removed.zip',
    errors: {
      location_unsupported: 'Only JPG, PNG, WebP and HEIC photos are supported.',
      location_damaged: 'The file is damaged or its structure cannot be read: nothing was changed.',
    },
  },
} satisfies ToolLocales;
