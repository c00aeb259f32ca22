import { AdminApi, type AdminUser } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { request } from "../../data/console-api.ts";
import { userKeys } from "./user-list-query.ts";

/** Both calls answer the envelope; the screen shows delete's `information` as the server wrote it (spec §7). */
const InformationAnswerSchema = v.looseObject({ information: v.optional(v.string(), "") });

/** The states the toggle sends: 2 is active, 1 inactive (3 and 6 are the platform's own). */
export const toggleState = (active: boolean) => (active ? 2 : 1);

/**
 * POST /api/user/Inactivate and /api/user/delete. Success or failure, the list is asked again (spec §4: the
 * list reloads), so the switch shows what the server holds.
 */
export function useUserStateMutations() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  const reload = () => queries.invalidateQueries({ queryKey: userKeys.all });
  const setState = useMutation({
    mutationFn: ({ user, active }: { user: AdminUser; active: boolean }) =>
      request(client, {
        service: "security",
        method: "POST",
        path: AdminApi.user.inactivate.path,
        body: { id: user.id, idstate: toggleState(active) },
        answer: InformationAnswerSchema,
      }),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (user: AdminUser) =>
      request(client, {
        service: "security",
        method: "POST",
        path: AdminApi.user.delete.path,
        body: { Id: user.id },
        answer: InformationAnswerSchema,
      }),
    onSettled: reload,
  });
  return { setState, remove };
}
