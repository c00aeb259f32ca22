import * as login from "@gse/components/login/themed";
import * as catalog from "@gse/sdk/locales/es";
import { startPortal } from "../start.tsx";

// The page of the themed family's brands (start.tsx, FamilyEntry).
void startPortal({ name: "themed", login, catalog });
