import * as v from "valibot";

/** An application the user may enter, as a card on /availableapps. */
export const AppCardSchema = v.object({
  id: v.union([v.string(), v.number()]),
  name: v.string(),
  title: v.string(),
  /** The app's landing address (absolute). */
  landing: v.string(),
  /** 1: go to the application's login; 2: go to the application's home (spec §4). */
  mechanismAfterSetPass: v.nullish(v.number()),
});
export type AppCard = v.InferOutput<typeof AppCardSchema>;
