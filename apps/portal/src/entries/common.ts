import * as login from "@gse/components/login/common";
import * as catalog from "@gse/sdk/locales/es";
import { startPortal } from "../start.tsx";

// The page of the common family's brands (start.tsx, FamilyEntry).
void startPortal({ name: "common", login, catalog });
