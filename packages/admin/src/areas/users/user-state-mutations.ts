import { AdminApi, type AdminUser } from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";
import { invalidateUsers } from "./user-list-query.ts";

const { user: userCalls } = AdminApi;

/** The states the toggle sends: 2 is active, 1 inactive (3 and 6 are the platform's own). */
export const toggleState = (active: boolean) => (active ? 2 : 1);

/**
 * POST /api/user/Inactivate and /api/user/delete. Success or failure, the list is asked again (spec §4: the
 * list reloads), so the switch shows what the server holds. Delete answers the text the screen shows as the
 * server wrote it (spec §7).
 */
export function useUserStateMutations() {
  const { client } = useSignIn();
  const queries = useQueryClient();
  const reload = () => invalidateUsers(queries);
  const setState = useMutation({
    mutationFn: ({ user, active }: { user: AdminUser; active: boolean }) =>
      request(client, userCalls.inactivate, { body: { id: user.id, idstate: toggleState(active) } }),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: async (user: AdminUser) => ({
      information: (await request(client, userCalls.delete, { body: { Id: user.id } })).information ?? "",
    }),
    onSettled: reload,
  });
  return { setState, remove };
}
