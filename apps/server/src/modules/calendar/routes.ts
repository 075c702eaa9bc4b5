import { lifeEndpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { calendarAnswer, loadHolidayTable, readCalendar } from './service.ts';
import { warnAboutCalendar } from './warn.ts';

/** /ut/calendar/cn-holidays: the holiday table `fd_work` counts working days with. */
export function calendarRoutes(app: FastifyInstance): void {
  const shipped = loadHolidayTable();
  defineEndpoint(app, lifeEndpoints.holidayCalendar, async (_input, request) =>
    calendarAnswer(await readCalendar(app.database.db, shipped), app.clock.now(), request.locale),
  );
  app.addHook('onReady', async () => {
    try {
      warnAboutCalendar(app.log, await readCalendar(app.database.db, shipped), app.clock.now());
    } catch (err) {
      app.log.warn({ err }, 'holiday calendar: could not check the table at start');
    }
  });
}
