import type { BuildEnvironmentOptions } from "vite";

/**
 * The modules of the families other than common (the kit's themed and federated parts with them), and the SDK's flows only their logins run (the certificate
 * login, the federated sign-in and the OIDC calls under it): only their own brands' pages load them.
 */
const otherFamilies =
  /families[\\/](?!common[\\/])[a-z-]+[\\/]|kit[\\/](themed|federated)[\\/]|sdk[\\/]src[\\/]flows[\\/](certificate-login|oidc)[\\/]/;

/**
 * The login of each family but common (components' families/<family>/login.ts: its module, login screen and
 * layout), which its brands' page imports statically (apps/portal/src/entries): a chunk per family, so a brand
 * loads its family's and those it extends, and no other's. A group also takes what its modules import, so a
 * family others extend comes first (self-service's chunk would otherwise take themed's layout), and the
 * federated sign-in that two families' logins draw has a chunk of its own. The SDK's flows under them go with
 * them: left to the boot's group they were in every brand's first load (1.5 KB gzip).
 */
const familyLogins = [
  [
    "themed",
    /families[\\/]themed[\\/](themed-family\.ts|LoginScreen\.tsx)$|kit[\\/]themed[\\/]ThemedLayout\.tsx$/,
  ],
  ["federated", /kit[\\/]federated[\\/]FederatedSignIn\.tsx$|sdk[\\/]src[\\/]flows[\\/]oidc[\\/]/],
  [
    "certificate",
    /families[\\/]certificate[\\/](certificate-family\.ts|LoginScreen\.tsx)$|sdk[\\/]src[\\/]flows[\\/]certificate-login[\\/]/,
  ],
  ["self-service", /families[\\/]self-service[\\/](self-service-family\.ts|LoginScreen\.tsx)$/],
] as const;

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
        // all) and one request per file. These groups keep the login to a handful of files:
        groups: [
          // what every page loads first, also used by lazy screens: one chunk beside the entry. The boot, React,
          // the SDK, the primitives, and the common family's login with the Spanish catalog, which every
          // family's login draws on or extends. The common family's page (the default brand's) runs three
          // files in all: its login in chunks of its own beside the boot was no sooner usable, as one chunk
          // with the boot it is;
          {
            name: "boot",
            tags: ["$initial" as const],
            minShareCount: 2,
            priority: 10,
            test: (id: string) => !otherFamilies.test(id),
          },
          // each other family's login (above);
          ...familyLogins.map(([family, test], order) => ({
            name: `login-${family}`,
            test,
            priority: 9 - order,
          })),
          // the other primitives and the kit's parts (reset forms, countdown screens, the password checklist) and the flows
          // under them, which only the screens after the login use: one chunk those screens share. Not the logout view, a
          // screen in a chunk of its own: it would bring the SDK's logout here, which the console imports too, and
          // the console would load this whole chunk for it (3 KB gzip).
          {
            name: "screen-kit-more",
            priority: 1,
            test: /packages[\\/]components[\\/]src[\\/](primitives[\\/]|kit[\\/](?!themed[\\/]|federated[\\/]|LogoutView))/,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;
