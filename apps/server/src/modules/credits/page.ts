import type { Page } from '@toolbox/contracts';

/** One page of a list as the spec's paged answers carry it (shared by every paged history; not a route). */
export function pageOf<T>(list: T[], total: number, pageNum: number, pageSize: number): Page<T> {
  return { list, totalCount: total, totalPage: Math.ceil(total / pageSize), pageSize, pageNum };
}
