import type { ToolDef } from '../types.ts';
import { aiImage, defineTools, priorityTask } from './define.ts';

export const imageTools: ToolDef[] = defineTools('image', [
  {
    code: 'image_compress',
    name: { 'zh-CN': '图片压缩', en: 'Compress image' },
    description: {
      'zh-CN': '把图片压缩到指定大小，支持 JPG、WebP、PNG',
      en: 'Shrink an image to a target size as JPG, WebP or PNG',
    },
    keywords: {
      'zh-CN': ['压缩', '缩小体积', '减小', '照片压缩', 'KB'],
      en: ['reduce size', 'shrink', 'optimize', 'smaller', 'kb', 'photo'],
    },
    wang: true,
    built: true,
  },
  {
    code: 'image_format_change',
    name: { 'zh-CN': '图片格式转换', en: 'Convert image format' },
    description: {
      'zh-CN': '在 JPG、PNG、WebP、BMP 等格式之间相互转换',
      en: 'Convert images between JPG, PNG, WebP, BMP and other formats',
    },
    keywords: {
      'zh-CN': ['转格式', 'PNG转JPG', 'JPG转PNG', 'WebP转JPG', '转换'],
      en: ['convert', 'png to jpg', 'jpg to png', 'webp to jpg', 'format'],
    },
    built: true,
  },
  {
    code: 'image_size_adjust',
    name: { 'zh-CN': '修改图片尺寸', en: 'Resize image' },
    description: {
      'zh-CN': '按像素或比例调整图片的宽和高',
      en: "Change an image's width and height in pixels or by percentage",
    },
    keywords: {
      'zh-CN': ['改尺寸', '调整大小', '缩放', '像素', '宽高'],
      en: ['resize', 'scale', 'dimensions', 'width', 'height', 'pixels'],
    },
    built: true,
  },
  {
    code: 'image_cut',
    name: { 'zh-CN': '图片裁剪', en: 'Crop image' },
    description: {
      'zh-CN': '自由框选或按固定比例裁剪图片',
      en: 'Crop an image freely or to a fixed aspect ratio',
    },
    keywords: { 'zh-CN': ['裁剪', '剪裁', '截取', '比例'], en: ['crop', 'trim', 'cut', 'aspect ratio'] },
    built: true,
  },
  {
    code: 'image_rotate',
    name: { 'zh-CN': '图片旋转', en: 'Rotate image' },
    description: {
      'zh-CN': '把图片旋转任意角度，或水平、垂直翻转',
      en: 'Rotate an image by any angle or flip it horizontally or vertically',
    },
    keywords: { 'zh-CN': ['旋转', '翻转', '镜像'], en: ['rotate', 'flip', 'mirror', 'turn'] },
    built: true,
  },
  {
    code: 'image_enlarge',
    name: { 'zh-CN': '图片无损放大', en: 'Upscale image' },
    description: {
      'zh-CN': '用 AI 把图片放大 2 倍或 4 倍，依然清晰',
      en: 'Use AI to enlarge an image 2× or 4× while keeping it sharp',
    },
    keywords: {
      'zh-CN': ['放大', '无损放大', '高清放大', '超分辨率', 'AI'],
      en: ['enlarge', 'upscale', 'super resolution', 'bigger', 'ai'],
    },
    pricing: aiImage,
    built: true,
  },
  {
    code: 'image_clearer',
    name: { 'zh-CN': '图片变清晰', en: 'Sharpen blurry image' },
    description: {
      'zh-CN': '降噪并锐化，让发虚、有噪点的照片变清晰',
      en: 'Denoise and sharpen soft or grainy photos to make them clear',
    },
    keywords: {
      'zh-CN': ['变清晰', '高清', '去模糊', '画质增强', 'AI'],
      en: ['sharpen', 'enhance', 'deblur', 'hd', 'clarity', 'ai'],
    },
    pricing: aiImage,
    built: true,
  },
  {
    code: 'old_photo_repair',
    name: { 'zh-CN': '老照片修复', en: 'Restore old photo' },
    description: {
      'zh-CN': '修补老照片上的划痕和污点，降噪并校正褪色',
      en: 'Fill scratches and dust on old photos, reduce noise and correct fading',
    },
    keywords: {
      'zh-CN': ['修复', '翻新', '划痕', '老照片', 'AI'],
      en: ['restore', 'repair', 'scratches', 'old photo', 'ai'],
    },
    // The heaviest model: a little dearer than the other AI image tools.
    pricing: priorityTask(15, 1),
    wang: true,
    built: true,
  },
  {
    code: 'image_coloring',
    name: { 'zh-CN': '黑白照片上色', en: 'Colorize photo' },
    description: {
      'zh-CN': '在黑白照片上涂几笔颜色，颜色沿边缘自动铺满各个区域',
      en: 'Paint a few colour strokes on a black-and-white photo and the colours fill each area up to its edges',
    },
    keywords: {
      'zh-CN': ['上色', '着色', '黑白照片', '老照片', 'AI'],
      en: ['colorize', 'colourise', 'black and white', 'old photo', 'ai'],
    },
    pricing: aiImage,
    built: true,
  },
  {
    code: 'image_to_line',
    name: { 'zh-CN': '图片转线稿', en: 'Photo to line art' },
    description: {
      'zh-CN': '把照片转换成黑白线稿或素描效果',
      en: 'Turn a photo into black-and-white line art or a pencil sketch',
    },
    keywords: {
      'zh-CN': ['线稿', '素描', '描边', '简笔画'],
      en: ['sketch', 'outline', 'line drawing', 'pencil'],
    },
    built: true,
  },
  {
    code: 'paper_scan',
    name: { 'zh-CN': '仿扫描件', en: 'Scan effect' },
    description: {
      'zh-CN': '把 PDF 或图片处理成扫描件的效果：灰度、噪点、轻微倾斜，可选泛黄纸张',
      en: 'Make PDF pages or images look scanned: grey, grain, a slight tilt, optionally yellowed paper',
    },
    keywords: {
      'zh-CN': ['扫描件', '扫描效果', '文档扫描', '黑白'],
      en: ['scanner', 'scanned copy', 'document scan', 'scan'],
    },
    built: true,
  },
  {
    code: 'image_grid_cut',
    name: { 'zh-CN': '九宫格切图', en: 'Grid cut' },
    description: {
      'zh-CN': '把一张图片切成九宫格或任意行列的小图',
      en: 'Cut an image into a 3×3 grid or any rows and columns you set',
    },
    keywords: {
      'zh-CN': ['九宫格', '切图', '朋友圈', '宫格', '分割'],
      en: ['grid', 'split', '3x3', 'instagram', 'tiles'],
    },
    built: true,
  },
  {
    code: 'image_long_image_merge',
    name: { 'zh-CN': '长图拼接', en: 'Stitch long image' },
    description: {
      'zh-CN': '把多张图片竖向或横向拼成一张长图',
      en: 'Join several images vertically or horizontally into one long image',
    },
    keywords: {
      'zh-CN': ['拼接', '拼图', '合并', '截图拼接', '长图'],
      en: ['merge', 'combine', 'join', 'stitch', 'screenshots', 'collage'],
    },
    built: true,
  },
  {
    code: 'image_long_image_split',
    name: { 'zh-CN': '长图切割', en: 'Split long image' },
    description: {
      'zh-CN': '把一张长图按高度或张数切成多张',
      en: 'Cut a long image into several pieces by height or count',
    },
    keywords: { 'zh-CN': ['切图', '分割', '拆分', '长图'], en: ['split', 'cut', 'slice', 'long image'] },
    built: true,
  },
  {
    code: 'image_batch_add_water_marker',
    name: { 'zh-CN': '图片批量加水印', en: 'Batch add watermark' },
    description: {
      'zh-CN': '给多张图片批量添加文字或图片水印',
      en: 'Add a text or image watermark to many images at once',
    },
    keywords: {
      'zh-CN': ['水印', '加水印', '防盗图', '批量', 'Logo'],
      en: ['watermark', 'logo', 'copyright', 'bulk', 'stamp'],
    },
    built: true,
  },
  {
    code: 'image_remove_location',
    name: { 'zh-CN': '清除照片定位', en: 'Remove photo location' },
    description: {
      'zh-CN': '删除照片 EXIF 中的 GPS 定位等隐私信息',
      en: 'Strip GPS location and other private EXIF data from photos',
    },
    keywords: {
      'zh-CN': ['位置信息', '定位', '隐私', 'EXIF', 'GPS'],
      en: ['exif', 'gps', 'privacy', 'metadata', 'location'],
    },
    built: true,
  },
  {
    code: 'image_heic_trans',
    name: { 'zh-CN': 'HEIC转JPG', en: 'HEIC to JPG' },
    description: {
      'zh-CN': '把苹果手机拍的 HEIC 照片转换成 JPG 或 PNG',
      en: 'Convert iPhone HEIC photos to JPG or PNG',
    },
    keywords: {
      'zh-CN': ['HEIC', 'HEIF', '苹果照片', 'iPhone照片', '转换'],
      en: ['heic', 'heif', 'iphone', 'apple', 'convert'],
    },
    built: true,
  },
  {
    code: 'image_heic_trans_batch',
    name: { 'zh-CN': 'HEIC批量转JPG', en: 'Batch HEIC to JPG' },
    description: {
      'zh-CN': '一次把多张 HEIC 照片转成 JPG 或 PNG，打包下载',
      en: 'Convert many HEIC photos to JPG or PNG at once and download them as a ZIP',
    },
    keywords: {
      'zh-CN': ['HEIC', '批量', '苹果照片', '转换'],
      en: ['heic', 'heif', 'bulk', 'iphone', 'convert'],
    },
    built: true,
  },
  {
    code: 'image_change_dpi',
    name: { 'zh-CN': '修改图片DPI', en: 'Change image DPI' },
    description: {
      'zh-CN': '修改图片的 DPI，满足打印或报名上传要求',
      en: "Set an image's DPI to meet printing or application requirements",
    },
    keywords: {
      'zh-CN': ['DPI', '分辨率', '300DPI', '打印'],
      en: ['dpi', 'ppi', 'resolution', 'print', '300 dpi'],
    },
    built: true,
  },
]);
