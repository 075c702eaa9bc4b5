import { endpoints } from '@toolbox/contracts';
import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../../http/endpoint.ts';
import { auditPage } from './audit.ts';
import { operatorContentEndpoints } from './content-endpoints.ts';
import { dashboard } from './dashboard.ts';
import { listDictionary, saveDictionary } from './dictionary.ts';
import { answerInInbox, feedbackInbox } from './feedback.ts';
import { actorOf, installOperatorGuard, OPERATOR_IDLE_MS } from './guard.ts';
import { moneyRoutes } from './money-routes.ts';
import { roleOf, userName } from './roles.ts';
import { listFuncs, readPicks, savePicks, updateFunc } from './tools.ts';
import { adjustCredits, findUsers, revokeSessions, userDetail } from './users.ts';
import { setBlocked, userRecords } from './user-detail.ts';

/**
 * The operator console's calls (/ut/op/…). Each is an 'operator' endpoint: `requireOperator` checks
 * the session, the role and the idle time on every call before the handler runs.
 */
export function operatorRoutes(app: FastifyInstance): void {
  installOperatorGuard(app);
  const db = () => app.database.db;
  defineEndpoint(app, endpoints.operatorMe, async (_input, user) => {
    const role = await roleOf(db(), user.id);
    return {
      userId: user.id,
      name: userName(user.row),
      grantedAt: role!.grantedAt.toISOString(),
      idleMinutes: OPERATOR_IDLE_MS / 60_000,
    };
  });
  defineEndpoint(app, endpoints.operatorAudit, (input) => auditPage(db(), input));
  defineEndpoint(app, endpoints.operatorFuncList, async () => ({ list: await listFuncs(db()) }));
  defineEndpoint(app, endpoints.operatorFuncUpdate, (input, _user, request) =>
    updateFunc(db(), actorOf(request), input, app.clock.now()),
  );
  defineEndpoint(app, endpoints.operatorUserFind, async (input) => ({
    list: await findUsers(db(), input.query),
  }));
  defineEndpoint(app, endpoints.operatorUserDetail, (input, _user, request) =>
    userDetail(db(), input.userId, request.locale, app.clock.now()),
  );
  defineEndpoint(app, endpoints.operatorUserCredits, (input, _user, request) =>
    adjustCredits(db(), actorOf(request), input, {
      edition: app.config.edition,
      locale: request.locale,
      now: app.clock.now(),
    }),
  );
  defineEndpoint(app, endpoints.operatorUserRevokeSessions, (input, _user, request) =>
    revokeSessions(db(), actorOf(request), input, app.clock.now()),
  );
  defineEndpoint(app, endpoints.operatorFeedbackPage, (input, _user, request) =>
    feedbackInbox(db(), input, request.locale),
  );
  defineEndpoint(app, endpoints.operatorFeedbackAnswer, (input, _user, request) =>
    answerInInbox(db(), actorOf(request), input, request.locale, app.clock.now()),
  );
  defineEndpoint(app, endpoints.operatorDictList, async () => ({ list: await listDictionary(db()) }));
  defineEndpoint(app, endpoints.operatorDictSave, (input, _user, request) =>
    saveDictionary(db(), actorOf(request), input, app.clock.now()),
  );
  defineEndpoint(app, endpoints.operatorPicks, () => readPicks(db(), app.config.edition));
  defineEndpoint(app, endpoints.operatorPicksSave, (input, _user, request) =>
    savePicks(db(), actorOf(request), input, app.config.edition, app.clock.now()),
  );
  operatorContentEndpoints(app);
  moneyRoutes(app);
  defineEndpoint(app, endpoints.operatorDashboard, (input) => dashboard(db(), input, app.clock.now()));
  defineEndpoint(app, endpoints.operatorUserRecords, (input) =>
    userRecords(db(), input.userId, app.clock.now()),
  );
  defineEndpoint(app, endpoints.operatorUserBlock, (input, _user, request) =>
    setBlocked(db(), actorOf(request), input, app.clock.now()),
  );
}
