import { AdminApi, type Application, type ApplicationForm } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callQuery, invalidateCalls, request } from "../../data/console-api.ts";
import { applicationValues } from "./app-form.ts";
import { withStateFlipped } from "./app-list.ts";

const { application } = AdminApi;
const { list, create, modify } = application;

/** What a saved application changes: the list, and the selectors of the menu and notification screens. */
const applicationReads = [list, application.forMenus, application.forNotifications] as const;

/** GET /api/application/list (spec §7): every application at once, in result.records; the page is cut locally. */
export function useApplicationList() {
  const { client } = useSignIn();
  return useQuery({ ...callQuery(client, list), select: (answer) => answer.result.records });
}

/** The list's switch (spec §4): POST /modify with the whole application's form and idState flipped, then refresh. */
export function useApplicationStateSwitch() {
  const { client } = useSignIn();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (app: Application) =>
      request(client, modify, { body: applicationValues(withStateFlipped(app)) }),
    onSuccess: () => invalidateCalls(queryClient, ...applicationReads),
  });
}

/**
 * The form's save (spec §7): POST /create for a new application (id 0), /modify with its id otherwise; the
 * answer's `result.id` is the created record's id. Then the list refreshes.
 */
export function useSaveApplication() {
  const { client } = useSignIn();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicationForm) => {
      const answer = await request(client, body.id === 0 ? create : modify, { body });
      return Number(answer.result?.id ?? body.id);
    },
    onSuccess: () => invalidateCalls(queryClient, ...applicationReads),
  });
}
