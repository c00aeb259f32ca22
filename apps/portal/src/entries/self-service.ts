import * as login from "@gse/components/login/self-service";
import * as catalog from "@gse/sdk/locales/es";
import { startPortal } from "../start.tsx";

// The page of the self-service family's brands (start.tsx, FamilyEntry).
void startPortal({ name: "self-service", login, catalog });
