import { Api, type ReceivedHeaders } from "@gse/contract";
import { requireApplication } from "../domain/sign-in.ts";
import { applicationName, ok } from "../http.ts";
import type { Services } from "../services.ts";
import { type Routes, route } from "./route.ts";

const application = Api.application;

function named(services: Services, headers: ReceivedHeaders<typeof application.version>) {
  return requireApplication(services, applicationName(headers.appName));
}

export const applicationRoutes: Routes = (app, services) => {
  route(app, application.version, async (_c, { headers }) =>
    ok({ version: (await named(services, headers)).version }),
  );

  route(app, application.parameters, async (_c, { headers }) => {
    const target = await requireApplication(services, applicationName(headers.appName));
    return ok(await services.applications.parameters(target.name, headers.parameterType));
  });

  route(app, application.maintenance, async (_c, { headers }) => {
    const target = await named(services, headers);
    return ok({
      isMaintenance: target.isMaintenance,
      message: target.isMaintenance ? target.maintenanceMessage : null,
    });
  });

  route(app, application.freeTrial, async (_c, { headers }) => {
    const target = await named(services, headers);
    return ok({
      isFreeTrial: target.isFreeTrial,
      urlFreeTrial: target.isFreeTrial ? target.urlFreeTrial : null,
      codeFreeTrial: target.isFreeTrial ? target.codeFreeTrial : null,
    });
  });
};
