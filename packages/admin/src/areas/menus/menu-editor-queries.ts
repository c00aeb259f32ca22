import {
  AdminApi,
  isHiddenApplication,
  type MenuLocation,
  type MenuRecord,
  type UploadImageMenuRequest,
} from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callQuery, invalidateCalls, request } from "../../data/console-api.ts";

const { menu, application, privilege } = AdminApi;

/** GET /api/application/getApplicationsForAssignMenu: the selector's applications (RESETOTP is never shown). */
export function useMenuApplications() {
  const { client } = useSignIn();
  return useQuery({
    ...callQuery(client, application.forMenus),
    select: (answer) => answer.result.filter((app) => !isHiddenApplication(app.name)),
  });
}

/** GET /api/menu/GetMenuByApp: the application's menu at a location, or null before its first save. */
export function useMenuRecord(idapplication: number, location: MenuLocation) {
  const { client } = useSignIn();
  return useQuery({
    ...callQuery(client, menu.getMenuByApp, {
      headers: { idapplication: String(idapplication), idmenulocation: String(location) },
    }),
    enabled: idapplication > 0,
    select: (answer): MenuRecord | null => answer.result,
  });
}

/** The privileges the item form offers: the application's, by its name (spec §7: path not shown; ours). */
export function useApplicationPrivileges(appName: string | undefined) {
  const { client } = useSignIn();
  return useQuery({
    ...callQuery(client, privilege.list, { headers: { application: appName ?? "" } }),
    enabled: Boolean(appName),
    select: (answer): string[] => answer.result.records.map((entry) => entry.name),
  });
}

/**
 * POST /api/menu/Create (id 0) or /api/menu/Modify; then the editor's record and the signed-in user's own menus
 * reload (the shell draws them), whatever the outcome, so the screen shows what the server holds.
 */
export function useSaveMenu() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (record: MenuRecord) =>
      (await request(client, record.id === 0 ? menu.create : menu.modify, { body: record })).result,
    onSuccess: () => invalidateCalls(queries, menu.getMenuByApp, menu.getMenuByUser),
  });
}

/** POST /api/menu/UploadImageMenu: a .png in base64; answers the image's address on our server. */
export function useUploadMenuImage() {
  const { client } = useSignIn();
  return useMutation({
    mutationFn: async (upload: UploadImageMenuRequest) =>
      (await request(client, menu.uploadImage, { body: upload })).result.relativePath,
  });
}
