/** Paths of the operator console's Content tab (issues 19 and 20), zod-free like `operator-paths.ts`. */
export const operatorContentPaths = {
  operatorContentStatus: '/ut/op/content/status',
  operatorHolidaySave: '/ut/op/content/holiday/save',
  operatorHolidayDelete: '/ut/op/content/holiday/delete',
  operatorNoticeGet: '/ut/op/content/notice/get',
  operatorNoticeSave: '/ut/op/content/notice/save',
  operatorBannerList: '/ut/op/content/banner/list',
  operatorBannerSave: '/ut/op/content/banner/save',
  operatorBannerDelete: '/ut/op/content/banner/delete',
  operatorPartnerList: '/ut/op/content/partner/list',
  operatorPartnerSave: '/ut/op/content/partner/save',
  operatorPartnerRotate: '/ut/op/content/partner/rotate-secret',
} as const;
