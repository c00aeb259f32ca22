import {
  AdminApi,
  AppsForAssignAnswerSchema,
  GetMenuByAppAnswerSchema,
  isHiddenApplication,
  type MenuLocation,
  type MenuRecord,
  MenuSaveAnswerSchema,
  PrivilegeListAnswerSchema,
  UploadImageMenuAnswerSchema,
  type UploadImageMenuRequest,
} from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";
import { menuKeys } from "../../data/menu-queries.ts";

const { menu, application, privilege } = AdminApi;

export const menuEditorKeys = {
  all: ["menu-editor"] as const,
  record: (idapplication: number, location: MenuLocation) =>
    ["menu-editor", idapplication, location] as const,
};

/** GET /api/application/getApplicationsForAssignMenu: the selector's applications (RESETOTP is never shown). */
export function useMenuApplications() {
  const { client } = useSignIn();
  return useQuery({
    queryKey: ["menu-editor", "applications"] as const,
    queryFn: async () =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: application.forMenus.path,
          answer: AppsForAssignAnswerSchema,
        })
      ).result.filter((app) => !isHiddenApplication(app.name)),
  });
}

/** GET /api/menu/GetMenuByApp: the application's menu at a location, or null before its first save. */
export function useMenuRecord(idapplication: number, location: MenuLocation) {
  const { client } = useSignIn();
  return useQuery({
    queryKey: menuEditorKeys.record(idapplication, location),
    enabled: idapplication > 0,
    queryFn: async (): Promise<MenuRecord | null> =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: menu.getMenuByApp.path,
          headers: { idapplication: String(idapplication), idmenulocation: String(location) },
          answer: GetMenuByAppAnswerSchema,
        })
      ).result,
  });
}

/** The privileges the item form offers: the application's, by its name (spec §7: path not shown; ours). */
export function useApplicationPrivileges(appName: string | undefined) {
  const { client } = useSignIn();
  return useQuery({
    queryKey: ["menu-editor", "privileges", appName ?? ""] as const,
    enabled: Boolean(appName),
    queryFn: async (): Promise<string[]> =>
      (
        await request(client, {
          service: "security",
          method: "GET",
          path: privilege.list.path,
          headers: { application: appName ?? "" },
          answer: PrivilegeListAnswerSchema,
        })
      ).result.records.map((entry) => entry.name),
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
      (
        await request(client, {
          service: "security",
          method: "POST",
          path: record.id === 0 ? menu.create.path : menu.modify.path,
          body: record,
          answer: MenuSaveAnswerSchema,
        })
      ).result,
    onSuccess: async () => {
      await Promise.all([
        queries.invalidateQueries({ queryKey: menuEditorKeys.all }),
        queries.invalidateQueries({ queryKey: menuKeys.all }),
      ]);
    },
  });
}

/** POST /api/menu/UploadImageMenu: a .png in base64; answers the image's address on our server. */
export function useUploadMenuImage() {
  const { client } = useSignIn();
  return useMutation({
    mutationFn: async (upload: UploadImageMenuRequest) =>
      (
        await request(client, {
          service: "security",
          method: "POST",
          path: menu.uploadImage.path,
          body: upload,
          answer: UploadImageMenuAnswerSchema,
        })
      ).result.relativePath,
  });
}
