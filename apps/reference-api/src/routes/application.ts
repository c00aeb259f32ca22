import { Api, ApplicationHeadersSchema, ParametersHeadersSchema } from "@gse/contract";
import type { Context } from "hono";
import { requireApplication } from "../domain/sign-in.ts";
import { answer, applicationName, readHeaders } from "../http.ts";
import type { Services } from "../services.ts";
import { on, type Routes } from "./route.ts";

const application = Api.application;

async function named(c: Context, services: Services) {
  const headers = readHeaders(c, ApplicationHeadersSchema, ["appName", "tenant", "tenantLanguage"]);
  return requireApplication(services, applicationName(headers.appName));
}

export const applicationRoutes: Routes = (app, services) => {
  on(app, application.version, async (c) => answer(c, { version: (await named(c, services)).version }));

  on(app, application.parameters, async (c) => {
    const headers = readHeaders(c, ParametersHeadersSchema, ["appName", "parameterType"]);
    const target = await requireApplication(services, applicationName(headers.appName));
    return answer(c, await services.applications.parameters(target.name, headers.parameterType));
  });

  on(app, application.maintenance, async (c) => {
    const target = await named(c, services);
    return answer(c, {
      isMaintenance: target.isMaintenance,
      message: target.isMaintenance ? target.maintenanceMessage : null,
    });
  });

  on(app, application.freeTrial, async (c) => {
    const target = await named(c, services);
    return answer(c, {
      isFreeTrial: target.isFreeTrial,
      urlFreeTrial: target.isFreeTrial ? target.urlFreeTrial : null,
      codeFreeTrial: target.isFreeTrial ? target.codeFreeTrial : null,
    });
  });
};
