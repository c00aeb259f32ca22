import {
  AdminApi,
  type Application,
  type ApplicationForm,
  ApplicationListAnswerSchema,
  SavedAnswerSchema,
} from "@gse/contract";
import { useSignIn } from "@gse/sdk";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../data/console-api.ts";
import { withStateFlipped } from "./app-list.ts";

const { list, create, modify } = AdminApi.application;

export const applicationKeys = {
  all: ["applications"] as const,
  list: ["applications", "list"] as const,
};

/** GET /api/application/list (spec §7): every application at once, in result.records; the page is cut locally. */
export function useApplicationList() {
  const { client } = useSignIn();
  return useQuery({
    queryKey: applicationKeys.list,
    queryFn: async () => {
      const answer = await request(client, {
        service: "security",
        method: list.method,
        path: list.path,
        answer: ApplicationListAnswerSchema,
      });
      return answer.result.records;
    },
  });
}

/** The list's switch (spec §4): POST /modify with the whole application and idState flipped, then refresh. */
export function useApplicationStateSwitch() {
  const { client } = useSignIn();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (app: Application) =>
      request(client, {
        service: "security",
        method: modify.method,
        path: modify.path,
        body: withStateFlipped(app),
        answer: SavedAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
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
      const call = body.id === 0 ? create : modify;
      const answer = await request(client, {
        service: "security",
        method: call.method,
        path: call.path,
        body,
        answer: SavedAnswerSchema,
      });
      return Number(answer.result?.id ?? body.id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
