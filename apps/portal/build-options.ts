import type { BuildEnvironmentOptions } from "vite";

/**
 * The portal's production build settings, shared with the floor app of `pnpm bench` (bench/floor) so that the
 * two build alike and the difference between them is only what the portal ships.
 */
export const buildOptions = {
  target: "es2022",
  rolldownOptions: {
    output: {
      codeSplitting: {
        // Left to itself the bundler cuts every set of modules shared by a different set of lazy screens into
        // a chunk of its own: the login loaded 39 files, paying gzip's per-file cost on each (about 9 KB in
        // all) and one request per file. Two groups keep the login to a handful of files:
        groups: [
          // what index.html loads anyway, also used by lazy screens: one chunk beside the entry;
          { name: "boot", tags: ["$initial" as const], minShareCount: 2 },
          // the primitives and the common family's parts, which every family's screens share.
          {
            name: "screen-kit",
            test: /packages[\\/]components[\\/]src[\\/](primitives|families[\\/]common[\\/]parts)[\\/]/,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;
