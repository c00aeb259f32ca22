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
          { name: "boot", tags: ["$initial" as const], minShareCount: 2, priority: 3 },
          // the primitives and common parts every family's login draws, with the sign-in flow under them: one
          // chunk the login loads (named one by one: a part listed here costs every login its bytes);
          {
            name: "screen-kit",
            priority: 2,
            test: /packages[\\/]components[\\/]src[\\/](primitives[\\/](Button|Captcha|Card|Countdown|LanguageSelector|Link|PasswordField|Spinner|TextField|field-parts|styles)|families[\\/]common[\\/]parts[\\/](CardLayout|LoginForm|LoginOutcome|Notice|ScreenLayout|use-go))\./,
          },
          // the other primitives and parts (reset forms, countdown screens, the password checklist) and the flows
          // under them, which only the screens after the login use: one chunk those screens share.
          {
            name: "screen-kit-more",
            priority: 1,
            test: /packages[\\/]components[\\/]src[\\/](primitives|families[\\/]common[\\/]parts)[\\/]/,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;
