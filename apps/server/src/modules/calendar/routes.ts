import { lifeEndpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { loadHolidayTable } from './service.ts';

/** /ut/calendar/cn-holidays: the holiday table `fd_work` counts working days with. */
export function calendarRoutes(app: FastifyInstance): void {
  const table = loadHolidayTable();
  defineEndpoint(app, lifeEndpoints.holidayCalendar, () => table);
}
